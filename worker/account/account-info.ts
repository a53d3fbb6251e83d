// The account summary and the bonus choice (SPEC.md section 7, Accounts): GET
// /xapi/rest/accounts/{id}/info with its promotional info, kept for 15 time units (read as
// seconds, as the server's max-age is), and PUT /xapi/rest/accounts/{id}, the bettor's choice of
// bonuses in real money, after which the summary is read afresh to show it: past the browser's
// cache too, which keeps the answer from before the choice for as long, even across a reload.

import {
  type AccountInfo,
  type AccountUpdateAnswer,
  getAccountInfo,
  setRealMoneyBonuses,
} from '../../domain/api/accounts.ts'
import type { ApiResult } from '../../domain/api/result.ts'
import { accountInfoCacheUnits } from '../../domain/rules/constants.ts'
import type { EngineContext } from '../context/context.ts'
import { ownCall } from '../context/own-call.ts'

const keptForMs = accountInfoCacheUnits * 1000

export function createAccountInfo(context: Pick<EngineContext, 'call' | 'session' | 'now'>) {
  /** The last ok summary, whose account it is and when it came. */
  let kept: { accountId: string; at: number; answer: ApiResult<AccountInfo> } | undefined
  /** A choice was saved since the last read. */
  let chose = false

  return {
    async info(): Promise<ApiResult<AccountInfo>> {
      const accountId = context.session.get()?.accountId
      const now = context.now()
      if (kept && kept.accountId === accountId && now - kept.at < keptForMs) return kept.answer
      const answer = await ownCall(context, getAccountInfo, {
        query: { includePromotionalInfo: true },
        ...(chose && { headers: { 'cache-control': 'no-cache' } }),
      })
      chose = false
      kept = answer.ok && accountId ? { accountId, at: now, answer } : undefined
      return answer
    },
    async chooseRealMoneyBonuses(
      realMoneyBonuses: boolean,
    ): Promise<ApiResult<AccountUpdateAnswer>> {
      const answer = await ownCall(context, setRealMoneyBonuses, {
        body: { wasSetRealMoneyBonuses: true, realMoneyBonuses },
      })
      if (answer.ok) {
        kept = undefined
        chose = true
      }
      return answer
    },
  }
}
