import { describe, expect, it } from 'vitest'
import { jackpotOffer } from './jackpot-terms.ts'

describe('a jackpot offer', () => {
  it("is the book's for the currency, in minor units: Rp 500 juta is 500,000 thousand", () => {
    expect(jackpotOffer({ code: 'EUR', precision: 2, displayScale: 1 })).toEqual({
      prize: 5_000_000,
      stakePerLine: 100,
    })
    expect(jackpotOffer({ code: 'IDR', precision: 2, displayScale: 1000 })).toEqual({
      prize: 50_000_000_000,
      stakePerLine: 100_000,
    })
  })

  it("is the brand's own terms where it set them, in its currency's displayed units", () => {
    expect(
      jackpotOffer(
        { code: 'EUR', precision: 2, displayScale: 1 },
        { prize: 25_000, stakePerLine: 2 },
      ),
    ).toEqual({ prize: 2_500_000, stakePerLine: 200 })
  })
})
