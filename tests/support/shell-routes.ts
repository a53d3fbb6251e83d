// Every route of SPEC.md section 2 that this build has, as a bettor reaches it: routes.spec.ts
// checks each renders, quietly and accessibly (at 1366 px within content-security-policy.spec.ts's
// walks); layout.spec.ts that each holds in long languages.

/** Each route, and whether axe checks it: a route showing the same screen as one before it
 * (the account tabs logged out, another partner page) is only checked for errors. */
export const shellRoutes: ReadonlyArray<[string, boolean]> = [
  ['/live/sport/', true],
  ['/sports', false],
  ['/sports/1-FOOT', true],
  ['/sports/fixtures', true],
  ['/open_bets', true],
  ['/promotions', true],
  ['/jackpot', true],
  ['/account', true],
  ['/account/bets', false],
  ['/account/balances', false],
  ['/account/transactions', false],
  ['/sports/kiron', true],
  ['/sports/esports', false],
  ['/sports/lotto', true],
  ['/powerball', false],
  ['/cryptoblast', false],
  ['/lotto', false],
  ['/live/sport/10000', true],
  ['/multiview', true],
  ['/maintenance', true],
]
