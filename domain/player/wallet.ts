// The operator-hosted wallet's balance (SPEC.md section 3, Wallet): it answers with three totals
// rather than the sportsbook wallet's fields. Amounts keep the unit they came in.

import type { SportsbookBalance } from '../api/player-login.ts'

/** GET /accounts/me/balance of the operator-hosted wallet. */
export interface OperatorWalletBalance {
  totalBalance: number
  bonusBalance: number
  realBalance: number
}

/** The wallet the sportsbook uses, whichever wallet answered. */
export type SportsbookWallet = Omit<SportsbookBalance, 'currency'>

/**
 * SPEC.md section 3: the operator's totals are one wallet named sportsbook: the total is the
 * balance, the bonus its promo cash, the real money what may be withdrawable, nothing to wager.
 */
export const asSportsbookWallet = (wallet: OperatorWalletBalance): SportsbookWallet => ({
  name: 'sportsbook',
  balance: wallet.totalBalance,
  promoCash: wallet.bonusBalance,
  totalLeftToWager: 0,
  withdrawableAmount: wallet.realBalance,
})
