// The account area: the logged-in player's own records from the Player API (SPEC.md section 7):
// details and the fields a player may change, the history, the wagering requirements, and the
// risk-group notice where the brand shows it.

import {
  type HistoryPage,
  type HistoryQuery,
  historyPageSchema,
  type PlayerDetailsAnswer,
  type PlayerDetailsUpdate,
  playerDetailsSchema,
  type WageringRequirements,
  wageringRequirementsSchema,
} from '../../domain/api/player-records.ts'
import type { ApiResult } from '../../domain/api/result.ts'
import { type RiskGroupNotice, riskGroupNoticeSchema } from '../../domain/api/risk-group-notice.ts'
import { reader } from '../../domain/api/schema.ts'
import type { EngineContext } from '../context/context.ts'

export function createAccountModule(context: EngineContext) {
  const playerPath = (rest: string) =>
    `/xapi/icore/players/${encodeURIComponent(context.session.get()?.username ?? '')}/${rest}`

  return {
    views: {},
    commands: {
      details(): Promise<ApiResult<PlayerDetailsAnswer>> {
        return context.request(playerPath('details'), {
          read: reader(playerDetailsSchema),
          authenticated: true,
        })
      },
      updateDetails(update: PlayerDetailsUpdate): Promise<ApiResult<PlayerDetailsAnswer>> {
        return context.request(playerPath('details'), {
          method: 'PUT',
          read: reader(playerDetailsSchema),
          body: update,
          authenticated: true,
        })
      },
      history(query: Partial<HistoryQuery> = {}): Promise<ApiResult<HistoryPage>> {
        return context.request(playerPath('history'), {
          read: reader(historyPageSchema),
          query,
          authenticated: true,
        })
      },
      /** Whether the risk-group notice is due, with the activity it shows. */
      riskGroupNotice(): Promise<ApiResult<RiskGroupNotice>> {
        return context.request(playerPath('riskGroupNotice'), {
          read: reader(riskGroupNoticeSchema),
          authenticated: true,
        })
      },
      /** The player has read the notice: kept by the server, which puts it off for a day. */
      acknowledgeRiskGroupNotice(): Promise<ApiResult<RiskGroupNotice>> {
        return context.request(playerPath('riskGroupNotice'), {
          method: 'POST',
          read: reader(riskGroupNoticeSchema),
          authenticated: true,
        })
      },
      wageringRequirements(): Promise<ApiResult<WageringRequirements>> {
        return context.request(playerPath('sportsbook/wageringRequirements'), {
          read: reader(wageringRequirementsSchema),
          authenticated: true,
        })
      },
    },
  }
}
