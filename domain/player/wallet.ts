// The operator-hosted wallet's balance (SPEC.md section 3, Wallet): it answers with three totals
// rather than the sportsbook wallet's fields. Amounts keep the unit they came in.

/** GET /accounts/me/balance of the operator-hosted wallet. */
export interface OperatorWalletBalance {
  totalBalance: number
  bonusBalance: number
  realBalance: number
}
