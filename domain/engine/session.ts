// The session area's view: who is logged in, and their balance.

import type { OddsFormat } from '../odds/formats.ts'
import type { OperatorWalletBalance } from '../player/wallet.ts'

export interface SessionView {
  status: 'anonymous' | 'logging-in' | 'logged-in'
  username?: string
  accountId?: string
  currency: string
  /** Minor units; undefined until the first balance arrives. */
  balance?: number
  /** Promo cash, what is left to wager, and what may be withdrawn (minor units). */
  wallet?: { promoCash: number; totalLeftToWager: number; withdrawableAmount: number }
  /** A wallet login's totals as the operator's wallet gives them: the balance is their total. */
  operatorWallet?: OperatorWalletBalance
  /** The username kept by remember-me, to fill the login form with. */
  savedUsername?: string
  /** The format every price is shown in (SPEC.md section 5, odds display). */
  oddsFormat: OddsFormat
}
