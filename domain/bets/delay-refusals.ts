// What the in-play delay is for (SPEC.md section 8): a live bet is held a few seconds so that a
// goal, a result or a price move that happens meanwhile refuses it. This reads the live changes
// published while the slip was held, in their order, and answers for each leg what refuses it.
// The state at the end of the delay is not enough: a market suspended and reopened, or a price
// that moved away and back, leaves no trace in it.

import type { MarketWithOutcomes, Outcome } from '../events/event.ts'
import type { LiveChange } from '../feed/change.ts'
import type { Pricing } from '../odds/brand-odds.ts'
import { type AcceptancePreference, acceptPrice } from './acceptance.ts'

/** A leg of a held slip: where its outcome is, and the price it was taken at. */
export interface HeldLeg {
  outcomeId: string
  marketId: string
  eventId: string
  decimal: number
  /**
   * The brand's price for a feed price in the leg's market (domain/odds/brand-odds.ts): the log
   * holds the feed's prices and the leg was taken in the brand's odds. The feed's price as it is
   * when absent.
   */
  pricing?: Pricing
  /** Taken at the brand's boosted price: the feed's moves do not change what it pays. */
  boosted?: boolean
  /**
   * Its market or outcome has left the catalogue by the decision (resulted, closed, settled, lts),
   * whenever that was published: even in the instant between the placement's read and its write.
   */
  removed?: boolean
}

/** The live changes published since the slip was placed, oldest first. */
export interface DelayHistory {
  changes: readonly LiveChange[]
  /** False when the change log no longer holds every batch since the placement. */
  complete: boolean
}

export type DelayRefusalCode =
  | 'RES-00047'
  | 'RES-00108'
  | 'RES-00048'
  | 'RES-00109'
  | 'RES-00152'
  | 'RES-00199'

export interface DelayRefusal {
  outcomeId: string
  code: DelayRefusalCode
  /** With RES-00152: the last price the delay saw. */
  currentDecimal?: number
}

/**
 * The most final thing first, so the bettor reads why the bet can no longer stand: the event
 * ended (00047) or was withdrawn (00108), the market was suspended, resulted or closed (00048),
 * the outcome suspended or hidden (00109), and only then a price beyond the bettor's choice
 * (00152). A history with a gap refuses every leg as timed out (00199): what happened in the gap
 * is unknown.
 */
export const delayRefusalsBySeverity = [
  'RES-00199',
  'RES-00047',
  'RES-00108',
  'RES-00048',
  'RES-00109',
  'RES-00152',
] as const satisfies readonly DelayRefusalCode[]

/** Each leg the delay refuses, with its code; a leg nothing refused is absent. */
export function refusalsDuringDelay(
  legs: readonly HeldLeg[],
  history: DelayHistory,
  preference: AcceptancePreference,
): DelayRefusal[] {
  const refusals: DelayRefusal[] = []
  for (const leg of legs) {
    if (refusals.some((refusal) => refusal.outcomeId === leg.outcomeId)) continue
    const refusal = history.complete
      ? legRefusal(leg, history.changes, preference)
      : { outcomeId: leg.outcomeId, code: 'RES-00199' as const }
    if (refusal) refusals.push(refusal)
  }
  return refusals
}

function legRefusal(
  leg: HeldLeg,
  changes: readonly LiveChange[],
  preference: AcceptancePreference,
): DelayRefusal | undefined {
  const codes = new Set<DelayRefusalCode>(leg.removed ? ['RES-00048'] : [])
  let lastDecimal: number | undefined
  const seePrice = (fedDecimal: number) => {
    const decimal = leg.pricing ? leg.pricing(fedDecimal) : fedDecimal
    lastDecimal = decimal
    if (!leg.boosted && !acceptPrice(leg.decimal, decimal, preference).ok) codes.add('RES-00152')
  }
  const seeOutcome = (outcome: Pick<Outcome, 'status' | 'hidden'>) => {
    if (outcome.status === 'suspended' || outcome.hidden) codes.add('RES-00109')
  }
  // A market sent again whole (added anew, or within its event): as it now stands.
  const seeMarket = (market: MarketWithOutcomes | undefined) => {
    const outcome = market?.outcomes.find((each) => each.id === leg.outcomeId)
    if (!market || !outcome || market.status !== 'open') {
      codes.add('RES-00048')
      return
    }
    seeOutcome(outcome)
    seePrice(outcome.consolidatedPrice.currentPrice.decimal)
  }
  for (const change of changes) {
    switch (change.kind) {
      case 'outcome':
        if (change.outcomeId !== leg.outcomeId) break
        if (change.status !== undefined || change.hidden !== undefined)
          seeOutcome({ status: change.status ?? 'open', hidden: change.hidden === true })
        if (change.consolidatedPrice) seePrice(change.consolidatedPrice.currentPrice.decimal)
        break
      case 'market':
        // Any status at all: a market reopened during the delay was suspended in it, and every
        // other status but suspended removes the market (resulted, closed, settled, lts).
        if (change.marketId === leg.marketId) codes.add('RES-00048')
        break
      case 'market-added':
        if (change.market.id === leg.marketId) seeMarket(change.market)
        break
      case 'event':
        if (change.eventId === leg.eventId && change.clock?.status === 'END_OF_EVENT')
          codes.add('RES-00047')
        break
      case 'event-added':
        if (change.event.id !== leg.eventId) break
        if (change.event.isFinished) codes.add('RES-00047')
        seeMarket(change.event.markets.find((market) => market.id === leg.marketId))
        break
      case 'event-removed':
        if (change.eventId === leg.eventId) codes.add('RES-00108')
        break
    }
  }
  const code = delayRefusalsBySeverity.find((each) => codes.has(each))
  if (!code) return undefined
  return code === 'RES-00152' && lastDecimal !== undefined
    ? { outcomeId: leg.outcomeId, code, currentDecimal: lastDecimal }
    : { outcomeId: leg.outcomeId, code }
}
