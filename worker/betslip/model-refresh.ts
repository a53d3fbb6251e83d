// The betslip refresh (SPEC.md sections 4 and 7): the slip as the bettor built it goes to
// refreshBetslip (addToBetslip when outcomes were added) and comes back priced by the
// server: what each selection allows (each-way and its place terms), the balance, whether the
// slip would be referred, its errors, and outcomes closed (state C) to drop. A newer refresh
// aborts the one in flight; the brand may hold refreshes back while the bettor types
// (betslip_delay_before_update_stakes).

import {
  addToBetslip,
  type BetslipModel,
  type BetslipModelRequest,
  refreshBetslip,
} from '../../domain/api/betslip-model.ts'
import type { ApiResult } from '../../domain/api/result.ts'
import type { EngineContext } from '../context/context.ts'

/** SPEC.md section 4: a refresh is pending, fulfilled or rejected. */
export type RefreshStatus = 'fulfilled' | 'pending' | 'rejected'

export interface ModelRefresh {
  /** A change to the slip: refresh after the brand's delay; added outcomes make it a POST. */
  schedule(addedOutcomeIds?: string[]): void
  latest(): BetslipModel | undefined
  status(): RefreshStatus
  stop(): void
}

export function createModelRefresh(
  context: EngineContext,
  slipRequest: () => BetslipModelRequest,
  onModel: (model: BetslipModel) => void,
  onRejected: () => void,
): ModelRefresh {
  let latest: BetslipModel | undefined
  let status: RefreshStatus = 'fulfilled'
  let timer: ReturnType<typeof setTimeout> | undefined
  let inFlight: AbortController | undefined
  let added = new Set<string>()

  async function refresh(): Promise<void> {
    const body = slipRequest()
    if ((body.singles?.length ?? 0) === 0) {
      latest = undefined
      status = 'fulfilled'
      return
    }
    inFlight?.abort()
    const controller = new AbortController()
    inFlight = controller
    const outcomeIds = [...added]
    added = new Set()
    const accountId = context.session.get()?.accountId
    const result: ApiResult<BetslipModel> = await context.call(
      outcomeIds.length > 0 ? addToBetslip : refreshBetslip,
      {
        body: {
          ...body,
          // Where the slip is built, as its placement says (SPEC.md section 7, Betslip refresh).
          originId: context.originId(),
          ...(accountId ? { accountId } : {}),
          ...(outcomeIds.length > 0 ? { outcomeIds } : {}),
        },
        signal: controller.signal,
      },
    )
    if (controller.signal.aborted) {
      // SPEC.md section 8: a cancelled betslip request is logged as such, and ignored.
      console.debug('betslip refresh: Operation canceled')
      return
    }
    inFlight = undefined
    // SPEC.md section 8: a cancelled refresh is no failure. Any other is told, and the last
    // model goes: its errors, bonus and balance were for a slip the server has not seen.
    if (!result.ok) {
      if (result.error.code === 'aborted') return
      console.warn(`betslip refresh: ${result.error.message}`)
      latest = undefined
      status = 'rejected'
      onRejected()
      return
    }
    latest = result.data
    status = 'fulfilled'
    // SPEC.md section 7: the refresh's availableBalance is the balance now.
    if (result.data.availableBalance !== undefined && context.session.get())
      context.balance.set(result.data.availableBalance)
    onModel(result.data)
  }

  return {
    schedule(addedOutcomeIds = []) {
      for (const id of addedOutcomeIds) added.add(id)
      status = 'pending'
      clearTimeout(timer)
      timer = setTimeout(
        () => void refresh(),
        context.settings.get().betslip_delay_before_update_stakes,
      )
    },
    latest: () => latest,
    status: () => status,
    stop() {
      clearTimeout(timer)
      inFlight?.abort()
    },
  }
}
