import { describe, expect, it } from 'vitest'
import { NoAnswer, stopWaitingOn, withinMs } from './within-ms.ts'

const never = new Promise<never>(() => {})
const after = <T>(ms: number, value: T) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms))

describe('withinMs', () => {
  it("answers the work's answer when it comes in time", async () => {
    await expect(withinMs(after(5, 'done'), 1_000)).resolves.toBe('done')
  })

  it('answers NoAnswer when the time is up first', async () => {
    await expect(withinMs(never, 20)).rejects.toBeInstanceOf(NoAnswer)
  })
})

describe('stopWaitingOn', () => {
  it('waits for the work whole on a database that cannot stall', async () => {
    const late: unknown[] = []
    let done = false
    await stopWaitingOn(
      {},
      after(60, null).then(() => {
        done = true
      }),
      10,
      (error) => late.push(error),
    )
    expect(done).toBe(true)
    expect(late).toEqual([])
  })

  it('on one that may stall, stops waiting at the limit and says so', async () => {
    const late: unknown[] = []
    await stopWaitingOn({ mayStall: true }, never, 20, (error) => late.push(error))
    expect(late).toHaveLength(1)
    expect(late[0]).toBeInstanceOf(NoAnswer)
  })

  it('passes on a failure of the work on one that cannot stall', async () => {
    await expect(
      stopWaitingOn({}, Promise.reject(new Error('gone')), 10, () => {}),
    ).rejects.toThrow('gone')
  })
})
