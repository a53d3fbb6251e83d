// One open bet on its own (SPEC.md section 7, GET /xapi/bet/account/{id}/openbet/{betId}): a bet's
// page, reached from its card in My bets or by a link to it. It is read when shown and read again
// when it may have changed (a login or logout, a cash-out, a bet settled: money moved), each open
// leg's price taken from the live store as it moves.

import { getOpenBet } from '../../domain/api/open-bets.ts'
import type { OpenBetParams, OpenBetView } from '../../domain/engine/my-bets.ts'
import type { EngineContext } from '../context/context.ts'
import type { Signal } from '../context/signal.ts'
import { topics } from '../context/topics.ts'
import type { ViewDefinition } from '../context/view-hub.ts'
import { withLivePrices } from './live-prices.ts'

export function openBetView(
  context: EngineContext,
  /** Heard when any bet of the account may have changed. */
  betsChanged: Signal,
): ViewDefinition<OpenBetParams, OpenBetView> {
  return {
    create({ betId }) {
      let read: OpenBetView = { status: 'loading' }
      let released = false
      /** Each read is numbered: only the latest one's answer is shown. */
      let latest = 0

      async function load(): Promise<void> {
        const id = ++latest
        const accountId = context.session.get()?.accountId
        if (!accountId) read = { status: 'logged-out' }
        else {
          const result = await context.call(getOpenBet, { params: { accountId, betId } })
          if (released || id !== latest) return
          read = result.ok
            ? { status: 'open', bet: result.data }
            : result.error.status === 404
              ? { status: 'not-open' }
              : { status: 'failed', error: result.error.message }
        }
        context.views.publish([topics.myBets])
      }

      void load()
      const stopListening = betsChanged.listen(() => void load())
      const build = (): OpenBetView =>
        read.bet ? { ...read, bet: withLivePrices(read.bet, context.store) } : read
      return {
        initial: build,
        dependencies: () => [
          topics.myBets,
          ...(read.bet?.legs.map((leg) => topics.outcome(leg.outcomeId)) ?? []),
        ],
        update(draft) {
          const next = build()
          draft.status = next.status
          if (next.error === undefined) delete draft.error
          else draft.error = next.error
          if (next.bet === undefined) delete draft.bet
          else if (JSON.stringify(draft.bet) !== JSON.stringify(next.bet)) draft.bet = next.bet
        },
        release() {
          released = true
          stopListening()
        },
      }
    },
  }
}
