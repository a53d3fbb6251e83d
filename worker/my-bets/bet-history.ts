// The bettor's history (SPEC.md section 7): settled bets a page at a time, and a placed slip in
// full. Fetched on first use: the my-bets page opens on the open bets, and the worker's first
// chunk keeps within its 40 KB.

import type { ApiResult } from '../../domain/api/result.ts'
import {
  type BetslipDetailsResponse,
  getBetslipDetails,
  getSettledBets,
  type SettledBetsResponse,
  settledBetsPageSize,
} from '../../domain/api/settled-bets.ts'
import type { EngineContext } from '../context/context.ts'

export function createBetHistoryModule(context: EngineContext) {
  return {
    views: {},
    commands: {
      /**
       * Settled bets, the latest settled first (SPEC.md section 9: 50 a call); `before`, the last
       * bet of a page, for the page after it.
       */
      settledBets(
        numberOfBets = settledBetsPageSize,
        before?: string,
      ): Promise<ApiResult<SettledBetsResponse>> {
        return context.call(getSettledBets, { query: { numberOfBets, before } })
      },
      /** A placed slip in full: every bet in it, their results and the cash-outs taken. */
      betslipDetails(
        accountId: string,
        betSlipId: string,
      ): Promise<ApiResult<BetslipDetailsResponse>> {
        return context.call(getBetslipDetails, { params: { accountId, betslipId: betSlipId } })
      },
    },
  }
}
