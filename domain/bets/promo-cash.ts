// Promo cash staked on a bet is promo cash until it is wagered (docs/api.md, Promo cash): a bet's
// returns, a void's refund included, go back to the wallets in the shares its stake came from, so
// neither a void nor a win turns promo cash into money the bettor can withdraw.

/**
 * The promo cash each bet of a slip is staked with: its free-bet stake, and the promo cash the
 * slip takes for cash stakes (`usePromoCash`), spent on the bets' cash stakes in their order.
 */
export function promoStakes(
  bets: readonly { cashStake: number; freeMoneyStake: number }[],
  promoForCash: number,
): number[] {
  let left = promoForCash
  return bets.map((bet) => {
    const taken = Math.min(left, bet.cashStake)
    left -= taken
    return bet.freeMoneyStake + taken
  })
}

/**
 * The part of a bet's returns that goes back to the promo cash: its promo stake's share, rounded
 * up, so that the rounding never moves a cent of promo cash into the real balance.
 */
export function promoReturns(returns: number, promoStake: number, fullStake: number): number {
  if (promoStake <= 0 || returns <= 0 || fullStake <= 0) return 0
  if (promoStake >= fullStake) return returns
  return Math.min(returns, Math.ceil((returns * promoStake) / fullStake))
}
