import { describe, expect, it } from 'vitest'
import { inTurns } from './in-turn.ts'

describe('inTurns', () => {
  it('runs at most atOnce at a time, the rest in the order they came, failures included', async () => {
    const inTurn = inTurns(2)
    let running = 0
    let most = 0
    const started: number[] = []
    const work = (n: number) =>
      inTurn(async () => {
        started.push(n)
        running += 1
        most = Math.max(most, running)
        await new Promise((resolve) => setTimeout(resolve, 5))
        running -= 1
        if (n === 2) throw new Error('the second fails')
        return n
      })
    const answers = await Promise.allSettled([1, 2, 3, 4, 5].map(work))
    expect(most).toBe(2)
    expect(started).toEqual([1, 2, 3, 4, 5])
    expect(answers.map((answer) => answer.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ])
    // Every turn was given back: two run at once again.
    await Promise.all([work(6), work(7)])
    expect(most).toBe(2)
  })
})
