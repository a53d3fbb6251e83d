// The stake of a placed bet as settlement, cash-out and the bettor's list read it (SPEC.md
// sections 3 and 7, docs/cashout.md): the whole stake paid, what still rides after partial
// cash-outs, and the unit stake of a line that settlement prices on.

export interface PlacedStake {
  /** The cash stake of a line (each-way: of each part). */
  unitStake: number
  numberOfLines: number
  eachWay: boolean
  /** The free-bet stake, on top of the cash; it rides on the lines alike. */
  freeMoneyStake: number
  /** Cash and free bets together as placed; null on bets stored before it was kept. */
  totalStake: number | null
  /** What partial cash-outs have bought back. */
  cashedOutStake: number
}

/** Every part the stake is split into: a line, or a line's win and place parts. */
const partsOf = (bet: PlacedStake): number => bet.numberOfLines * (bet.eachWay ? 2 : 1)

/** The whole stake paid for the bet, cash and free bets together. */
export const fullStake = (bet: PlacedStake): number =>
  bet.totalStake ?? bet.unitStake * partsOf(bet) + bet.freeMoneyStake

/** The stake still riding: the whole stake less what cash-outs took off it. */
export const stakeRunning = (bet: PlacedStake): number =>
  Math.max(0, fullStake(bet) - bet.cashedOutStake)

/**
 * The unit stake still riding on each line. Placement priced the returns on the cash and the free
 * stake together, so the free stake is spread over the parts alike; a partial cash-out takes its
 * share off every line (cash-out is offered on singles and multiples, one line each).
 */
export const runningUnitStake = (bet: PlacedStake): number => {
  const unit = bet.unitStake + Math.floor(bet.freeMoneyStake / partsOf(bet))
  if (bet.cashedOutStake === 0) return unit
  const full = fullStake(bet)
  return Math.floor((unit * (full - bet.cashedOutStake)) / full)
}
