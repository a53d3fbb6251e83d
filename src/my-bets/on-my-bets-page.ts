// Whether the My Bets page (SPEC.md section 2, /open_bets) is the page shown: there the header's
// My bets goes back, and the desktop's right column keeps to the betslip.

import { useLocation } from 'wouter'

export const myBetsPagePath = '/open_bets'

/** One open bet's own page: a link to it opens that bet alone. */
export const betPagePath = (betId: string): string =>
  `${myBetsPagePath}/${encodeURIComponent(betId)}`

export function useOnMyBetsPage(): boolean {
  const [location] = useLocation()
  return location === myBetsPagePath
}
