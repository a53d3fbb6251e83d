// Whether the My Bets page (SPEC.md section 2, /open_bets) is the page shown: there the header's
// My bets goes back, and the desktop's right column keeps to the betslip.

import { useLocation } from 'wouter'

export const myBetsPagePath = '/open_bets'

export function useOnMyBetsPage(): boolean {
  const [location] = useLocation()
  return location === myBetsPagePath
}
