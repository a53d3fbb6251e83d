import { describe, expect, it } from 'vitest'
import { sequenceVerdict } from './producer-sequence.ts'

describe("the producer's sequence", () => {
  it('the first batch starts the count wherever the producer is', () => {
    expect(sequenceVerdict(undefined, 1)).toEqual({ kind: 'next' })
    expect(sequenceVerdict(undefined, 5000)).toEqual({ kind: 'next' })
  })

  it('applies the one after the last', () => {
    expect(sequenceVerdict(41, 42)).toEqual({ kind: 'next' })
  })

  it('answers the last or an earlier one as a duplicate, expecting the next', () => {
    expect(sequenceVerdict(41, 41)).toEqual({ kind: 'duplicate', expected: 42 })
    expect(sequenceVerdict(41, 1)).toEqual({ kind: 'duplicate', expected: 42 })
  })

  it('refuses one past the next as out of order, naming the next', () => {
    expect(sequenceVerdict(41, 43)).toEqual({ kind: 'out-of-order', expected: 42 })
  })
})
