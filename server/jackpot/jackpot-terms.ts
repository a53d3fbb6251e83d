// What the book offers in a jackpot: how many events, how soon the first may start, the prize
// and the stake per line in each brand's currency. The prizes match the brands' jackpot adverts
// (server/brands/demo-site-content.ts): €50,000, Rp 500 juta.

import type { JackpotTerms } from '../../domain/api/admin.ts'
import { type Currency, displayToMinor } from '../../domain/money/currency.ts'

/** Events in a full jackpot, as the adverts promise ("twelve matches"). */
export const jackpotSize = 12
/** A catalogue with fewer upcoming matches still gets a jackpot, of this many at least. */
export const smallestJackpot = 8
/** The first event starts at least this long after the jackpot opens, so it is worth playing. */
export const leadTimeMs = 30 * 60_000
/** A perm that makes more lines than this is refused (RES-00233): 2^12 covers a double on every match. */
export const maxLines = 4096

/** In displayed units: thousands for the thousand-scale currencies. */
const offers: Record<string, JackpotTerms> = {
  EUR: { prize: 50_000, stakePerLine: 1 },
  GBP: { prize: 50_000, stakePerLine: 1 },
  USD: { prize: 50_000, stakePerLine: 1 },
  // Displayed in thousands: 500,000 thousand is Rp 500 juta; a line costs Rp 1,000.
  IDR: { prize: 500_000, stakePerLine: 1 },
}

/**
 * The prize and the stake per line, in minor units of the brand's currency: the brand's own
 * terms (PUT /admin/brands/{brandId}/jackpot-terms) where it set them, else the book's.
 */
export function jackpotOffer(
  currency: Currency,
  brandTerms?: JackpotTerms,
): { prize: number; stakePerLine: number } {
  const offer = brandTerms ?? offers[currency.code.toUpperCase()] ?? (offers.EUR as JackpotTerms)
  return {
    prize: displayToMinor(offer.prize, currency),
    stakePerLine: displayToMinor(offer.stakePerLine, currency),
  }
}
