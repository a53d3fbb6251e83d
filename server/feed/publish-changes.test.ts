import { describe, expect, it } from 'vitest'
import { type LiveChange, priceChange } from '../../domain/feed/change.ts'
import { conflate } from './publish-changes.ts'

const outcome = (id: string) => ({ id, eventId: 'e1', marketId: 'm1' })

describe('conflate', () => {
  it('keeps the last price of each outcome, in its place, and every other change in order', () => {
    const suspend: LiveChange = {
      kind: 'market',
      eventId: 'e1',
      marketId: 'm1',
      status: 'suspended',
    }
    const batch = [
      priceChange(outcome('o1'), 2),
      priceChange(outcome('o2'), 3),
      suspend,
      priceChange(outcome('o1'), 2.1),
      priceChange(outcome('o1'), 2.2),
    ]
    expect(conflate(batch)).toEqual([priceChange(outcome('o2'), 3), suspend, batch[4]])
  })

  it('never drops a status or a hide that came with a superseded price', () => {
    const suspended: LiveChange = { ...priceChange(outcome('o1'), 2), status: 'suspended' }
    const hidden: LiveChange = { ...priceChange(outcome('o1'), 2.5), hidden: true }
    const last = priceChange(outcome('o1'), 3)
    expect(conflate([suspended, hidden, last])).toEqual([
      { kind: 'outcome', eventId: 'e1', marketId: 'm1', outcomeId: 'o1', status: 'suspended' },
      { kind: 'outcome', eventId: 'e1', marketId: 'm1', outcomeId: 'o1', hidden: true },
      last,
    ])
  })
})
