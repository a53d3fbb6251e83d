// The account area: the logged-in player's own records from the Player API (SPEC.md section 7):
// details and the fields a player may change, the history, the wagering requirements, the
// account summary with the bonus choice (account-info.ts), and the risk-group notice where the
// brand shows it.

import {
  getPlayerDetails,
  getPlayerHistory,
  getWageringRequirements,
  type HistoryPage,
  type HistoryQuery,
  type PlayerDetailsAnswer,
  type PlayerDetailsUpdate,
  updatePlayerDetails,
  type WageringRequirements,
} from '../../domain/api/player-records.ts'
import type { ApiResult } from '../../domain/api/result.ts'
import {
  acknowledgeRiskGroupNotice,
  getRiskGroupNotice,
  type RiskGroupNotice,
} from '../../domain/api/risk-group-notice.ts'
import type { EngineContext } from '../context/context.ts'
import { ownCall } from '../context/own-call.ts'
import { createAccountInfo } from './account-info.ts'

export function createAccountModule(context: EngineContext) {
  const summary = createAccountInfo(context)
  return {
    views: {},
    commands: {
      /** The account summary with its promotional info and the bonus choice. */
      info: summary.info,
      chooseRealMoneyBonuses: summary.chooseRealMoneyBonuses,
      details(): Promise<ApiResult<PlayerDetailsAnswer>> {
        return ownCall(context, getPlayerDetails)
      },
      updateDetails(update: PlayerDetailsUpdate): Promise<ApiResult<PlayerDetailsAnswer>> {
        return ownCall(context, updatePlayerDetails, { body: update })
      },
      history(query: Partial<HistoryQuery> = {}): Promise<ApiResult<HistoryPage>> {
        return ownCall(context, getPlayerHistory, { query })
      },
      /** Whether the risk-group notice is due, with the activity it shows. */
      riskGroupNotice(): Promise<ApiResult<RiskGroupNotice>> {
        return ownCall(context, getRiskGroupNotice)
      },
      /** The player has read the notice: kept by the server, which puts it off for a day. */
      acknowledgeRiskGroupNotice(): Promise<ApiResult<RiskGroupNotice>> {
        return ownCall(context, acknowledgeRiskGroupNotice)
      },
      wageringRequirements(): Promise<ApiResult<WageringRequirements>> {
        return ownCall(context, getWageringRequirements)
      },
    },
  }
}
