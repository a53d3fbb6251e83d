// The player's wallets (SPEC.md section 3, Wallet). The balance call lists wallets by name and the
// one named sportsbook is the one bet with; the operator-hosted wallet answers with three totals
// instead, mapped here to that same sportsbook wallet. Amounts keep the unit they came in.

export interface Wallet {
  name: string
  balance: number
  promoCash: number
  totalLeftToWager: number
  withdrawableAmount: number
}

export const sportsbookWalletName = 'sportsbook'

export function sportsbookWallet(wallets: readonly Wallet[]): Wallet | undefined {
  return wallets.find((wallet) => wallet.name === sportsbookWalletName)
}

/** GET /accounts/me/balance of the operator-hosted wallet. */
export interface OperatorWalletBalance {
  totalBalance: number
  bonusBalance: number
  realBalance: number
}

/**
 * The total is what can be staked, the bonus is promo cash, and only real money can be withdrawn.
 * The operator wallet does not report wagering requirements, so none are shown (0).
 */
export function walletFromOperatorBalance(balance: OperatorWalletBalance): Wallet {
  return {
    name: sportsbookWalletName,
    balance: balance.totalBalance,
    promoCash: balance.bonusBalance,
    totalLeftToWager: 0,
    withdrawableAmount: balance.realBalance,
  }
}
