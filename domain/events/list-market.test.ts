import { describe, expect, it } from 'vitest'
import type { Market } from './event.ts'
import { listMarket, mainMarket } from './list-market.ts'

const market = (id: string, marketTypeId: string, periodId: string, outcomes = 2): Market => ({
  id,
  eventId: 'e1',
  marketTypeId,
  periodId,
  description: id,
  status: 'open',
  outcomeIds: Array.from({ length: outcomes }, (_, index) => `${id}-o${index + 1}`),
})

const prices: Record<string, number> = {
  'ou15-o1': 1.2,
  'ou15-o2': 4.5,
  'ou25-o1': 1.8,
  'ou25-o2': 2.0,
  'ou35-o1': 3.1,
  'ou35-o2': 1.35,
  'h1-o1': 1.9,
  'h1-o2': 1.9,
}
const priceOf = (id: string) => prices[id]

const totals = [
  market('ou15', 'HCTG', 'FT'),
  market('ou25', 'HCTG', 'FT'),
  market('ou35', 'HCTG', 'FT'),
  market('h1', 'HCTG', 'H1'),
  market('cs', 'CSCR', 'FT', 16),
]

describe('listMarket', () => {
  it('shows the main line: the prices closest together, in the first period offered', () => {
    expect(listMarket(totals, ['HCTG'], priceOf)?.id).toBe('ou25')
    // The first half's line is even, but the whole match comes first.
    expect(listMarket(totals.slice(3), ['HCTG'], priceOf)?.id).toBe('h1')
  })

  it('keeps the line shown while the event has it, and picks again once it has gone', () => {
    expect(listMarket(totals, ['HCTG'], priceOf, 'ou35')?.id).toBe('ou35')
    expect(listMarket(totals.slice(1), ['HCTG'], priceOf, 'ou15')?.id).toBe('ou25')
  })

  it('shows no market a row has no room for, nor a line without its prices', () => {
    expect(listMarket(totals, ['CSCR'], priceOf)).toBeUndefined()
    expect(listMarket([], ['HCTG'], priceOf)).toBeUndefined()
    const unpriced = [market('ou05', 'HCTG', 'FT'), market('ou25', 'HCTG', 'FT')]
    expect(listMarket(unpriced, ['HCTG'], priceOf)?.id).toBe('ou25')
  })
})

describe('mainMarket', () => {
  it("leads with the sport's main market, else the first market with outcomes", () => {
    const empty = market('empty', 'X', 'p', 0)
    const other = market('other', 'OTHER', 'p', 4)
    const main = market('main', 'MAIN', 'p')
    expect(mainMarket([empty, other, main], ['MAIN'], () => 2)?.id).toBe('main')
    expect(mainMarket([empty, other], ['MAIN'], () => 2)?.id).toBe('other')
  })
})
