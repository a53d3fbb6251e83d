// POST /xapi/rest/accounts/{accountId}/betslips: bet placement (SPEC.md sections 3 and 7).
// Amounts are integers in minor units of the account's currency (docs/api.md).

import { maxBetsOnSlip } from '../bets/slip.ts'
import {
  array,
  type CheckedType,
  integer,
  number,
  object,
  oneOf,
  optional,
  string,
} from './check.ts'

const checkSinglePlacement = object({
  outcomeId: string({ min: 1, max: 64 }),
  /** The decimal price the bettor saw; a different current price is a price change (RES-00152). */
  decimal: number({ min: 1.001, max: 100_000 }),
  unitStake: integer({ min: 1, max: 1_000_000_000_000 }),
})

export const checkPlaceBetslipRequest = object({
  singles: array(checkSinglePlacement, { min: 1, max: maxBetsOnSlip }),
  /** D: decline any change; H: accept higher prices; A: accept any (docs/api.md). */
  userAcceptOdds: optional(oneOf('D', 'H', 'A')),
  originId: optional(integer({ min: 1, max: 99 })),
})

export type SinglePlacement = CheckedType<typeof checkSinglePlacement>
export type PlaceBetslipRequest = CheckedType<typeof checkPlaceBetslipRequest>

export interface BetError {
  /** A RES code of SPEC.md section 8, or a request error. */
  code: string
  message: string
  outcomeId?: string
  /** For a price change: the current price the bettor may accept. */
  currentDecimal?: number
}

export interface PlacedSingle {
  betId: string
  outcomeId: string
  decimal: number
  unitStake: number
  potentialReturns: number
}

export interface PlacementResponse {
  betSlipId: string
  reference: string
  /** Seconds of in-play delay before the bet is accepted; 0 when accepted at once. */
  delay: number
  singles: PlacedSingle[]
  totalCost: number
  potentialReturns: number
  availableBalance: number
  originId: number
  userAcceptOdds: 'D' | 'H' | 'A'
  errors: BetError[]
}

/** PUT /xapi/rest/betslips/{betSlipId}/status: where a slip held for the in-play delay stands. */
export interface BetslipStatus {
  betSlipId: string
  status: 'pending' | 'placed' | 'referred' | 'rejected'
  errors: BetError[]
}
