/** One open single in GET /xapi/bet/account/{id}/openbets (its shape is ours: docs/api.md). */
export interface OpenBet {
  betId: string
  betSlipId: string
  outcomeId: string
  outcomeDescription: string
  eventDescription: string
  decimal: number
  unitStake: number
  potentialReturns: number
  placedAt: string
}

export interface OpenBetsResponse {
  bets: OpenBet[]
}
