// What the book offers in a jackpot: how many events, how soon the first may start, the prize
// and the stake per line in each brand's currency. The prizes match the brands' jackpot adverts
// (server/brands/demo-site-content.ts): €50,000, Rp 500 juta.

import { type Currency, displayToMinor } from '../../domain/money/currency.ts'

/** Events in a full jackpot, as the adverts promise ("twelve matches"). */
export const jackpotSize = 12
/** A catalogue with fewer upcoming matches still gets a jackpot, of this many at least. */
export const smallestJackpot = 8
/** The first event starts at least this long after the jackpot opens, so it is worth playing. */
export const leadTimeMs = 30 * 60_000
/** A perm that makes more lines than this is refused (RES-00233): 2^12 covers a double on every match. */
export const maxLines = 4096

interface Offer {
  /** In displayed units: thousands for the thousand-scale currencies. */
  prize: number
  stakePerLine: number
}

const offers: Record<string, Offer> = {
  EUR: { prize: 50_000, stakePerLine: 1 },
  GBP: { prize: 50_000, stakePerLine: 1 },
  USD: { prize: 50_000, stakePerLine: 1 },
  // Displayed in thousands: 500,000 thousand is Rp 500 juta; a line costs Rp 1,000.
  IDR: { prize: 500_000, stakePerLine: 1 },
}

/** The prize and the stake per line, in minor units of the brand's currency. */
export function jackpotOffer(currency: Currency): { prize: number; stakePerLine: number } {
  const offer = offers[currency.code.toUpperCase()] ?? (offers.EUR as Offer)
  return {
    prize: displayToMinor(offer.prize, currency),
    stakePerLine: displayToMinor(offer.stakePerLine, currency),
  }
}
