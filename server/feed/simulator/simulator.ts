// The feed simulator: a calendar of fixtures across thirteen sports, matches kicked off and played
// by a model per sport family, markets priced from the model, suspended at key moments, resulted
// when decided, and events removed after the end. step() is the whole feed: given the catalogue as
// published and the time, it returns the next changes. The same seed, catalogue and times give the
// same changes, and a catalogue another leader wrote is carried on from what it shows.

import type { SportEvent } from '../../../domain/events/event.ts'
import { type LiveChange, priceChange } from '../../../domain/feed/change.ts'
import { eventWithMarkets, type LiveStore } from '../../../domain/feed/store.ts'
import { feedDefaults, seededRandom } from '../feed-options.ts'
import {
  type FixtureBook,
  fixtureBookOf,
  newFixture,
  newOutright,
  outrightIdOf,
  staggeredPlayMs,
} from './calendar.ts'
import { competitions } from './competitions.ts'
import { driftMoves } from './drift.ts'
import { type BoundPlan, hiddenAt, marketIdOf, marketOf, pricesOf } from './market-plan.ts'
import { type Play, playOf, simulates } from './play.ts'

export interface SimulatorOptions {
  seed: number
  /** Events kept in play; more kick off early when fewer are live. */
  liveEvents?: number
  /** Pre-match events kept in the calendar. */
  prematchEvents?: number
  /** Price changes a second across live events: the model's own, topped up with small drifts. */
  changesPerSecond?: number
  /** Game time a real second: 60 plays a football match in under two minutes. */
  speed?: number
  /** How long markets stay suspended after a key moment, in real time. */
  suspendMs?: number
  /** How long a finished event stays before it is removed, in real time. */
  removeAfterMs?: number
}

export interface Simulator {
  step(catalogue: LiveStore, nowMs: number): LiveChange[]
}

const simulatorDefaults = {
  liveEvents: 10,
  prematchEvents: 200,
  speed: 1,
  suspendMs: 4_000,
  removeAfterMs: 30_000,
}

/** A calendar filling up adds at most this many events a step, so no batch holds hundreds. */
const maxNewEventsAStep = 50
const firstSimulatedId = 100_000
/** A fixture found this long past its start (the feed was down) is abandoned, not kicked off. */
const abandonAfterMs = 30 * 60_000

interface Managed {
  plan: BoundPlan
  outcomeIds: string[]
}

interface Match {
  id: string
  play: Play
  markets: Map<string, Managed>
  /** Plan ids offered under another feed's market id, not to be offered twice. */
  covered: Set<string>
  sentFields: string
  pricedMinute: number | undefined
  reopenAt: number | undefined
  endedAt: number | undefined
}

export function createSimulator(options: SimulatorOptions): Simulator {
  const settings = {
    ...simulatorDefaults,
    changesPerSecond: feedDefaults.changesPerSecond,
    ...options,
  }
  const random = seededRandom(options.seed)
  const matches = new Map<string, Match>()
  /** Pre-match events by start time, soonest first. */
  const prematch: { id: string; startMs: number }[] = []
  /** The model's price of each live outcome: drift moves stay a rung from it. */
  const modelPrices = new Map<string, number>()
  let adopted = false
  let lastMs = 0
  let nextId = firstSimulatedId
  let owed = 0

  function adopt(catalogue: LiveStore, nowMs: number, changes: LiveChange[]): void {
    const outrights = new Set<string>()
    for (const event of catalogue.events.values()) {
      if (/^\d+$/.test(event.id)) nextId = Math.max(nextId, Number(event.id) + 1)
      if (event.outright) outrights.add(event.id)
      else if (!simulates(event.sportCode)) continue
      else if (event.clock) adoptLive(catalogue, event, nowMs)
      else schedule(event.id, Date.parse(event.startTime))
    }
    for (const competition of competitions)
      if (competition.outright && !outrights.has(outrightIdOf(competition)))
        changes.push({ kind: 'event-added', event: newOutright(competition, nowMs) })
  }

  function adoptLive(catalogue: LiveStore, event: SportEvent, nowMs: number): void {
    const play = playOf(event)
    if (!play) return
    const match = newMatch(event.id, play)
    if (event.isFinished || play.over()) match.endedAt = nowMs
    takeOver(catalogue, match, event.marketIds, nowMs)
    matches.set(event.id, match)
  }

  /**
   * Takes on the stored markets a plan of the match prices: its own by id, and one another feed
   * made (the seeded 1X2) by type and period. Returns the ids taken on.
   */
  function takeOver(catalogue: LiveStore, match: Match, marketIds: string[], nowMs: number) {
    const plans = match.play.knownPlans()
    const byId = new Map(plans.map((plan) => [marketIdOf(match.id, plan), plan]))
    const taken = new Set(marketIds.filter((marketId) => byId.has(marketId)))
    const free = (plan: BoundPlan) => {
      const id = marketIdOf(match.id, plan)
      return !taken.has(id) && !match.covered.has(id)
    }
    for (const marketId of marketIds) {
      const market = catalogue.markets.get(marketId)
      if (!market) continue
      const plan =
        byId.get(marketId) ??
        plans.find(
          (candidate) =>
            candidate.marketTypeId === market.marketTypeId &&
            candidate.periodId === market.periodId &&
            candidate.line === undefined &&
            candidate.instance === undefined &&
            candidate.outcomes.length === market.outcomeIds.length &&
            free(candidate),
        )
      if (!plan) continue
      match.markets.set(marketId, { plan, outcomeIds: market.outcomeIds })
      if (marketIdOf(match.id, plan) !== marketId) match.covered.add(marketIdOf(match.id, plan))
      if (market.status === 'suspended') match.reopenAt = nowMs
    }
  }

  function newMatch(id: string, play: Play): Match {
    return {
      id,
      play,
      markets: new Map(),
      covered: new Set(),
      sentFields: '',
      pricedMinute: undefined,
      reopenAt: undefined,
      endedAt: undefined,
    }
  }

  function schedule(id: string, startMs: number): void {
    let index = prematch.length
    while (index > 0 && (prematch[index - 1]?.startMs ?? 0) > startMs) index--
    prematch.splice(index, 0, { id, startMs })
  }

  function inPlay(): number {
    let count = 0
    for (const match of matches.values()) if (match.endedAt === undefined) count++
    return count
  }

  function kickOffs(
    catalogue: LiveStore,
    nowMs: number,
    changes: LiveChange[],
    book: () => FixtureBook,
  ): void {
    let live = inPlay()
    // A fixture kicks off at its advertised time, never early: a jackpot closes then, and a
    // bettor reads the start on the page. Room in the live list is filled below instead.
    while (prematch.length > 0) {
      const next = prematch[0] as { id: string; startMs: number }
      if (next.startMs > nowMs) break
      prematch.shift()
      const record = catalogue.events.get(next.id)
      if (record && next.startMs < nowMs - abandonAfterMs) abandon(catalogue, record, changes)
      else if (record && kickOff(catalogue, record, nowMs, changes)) live++
    }
    // Until the calendar's next kick-off, new fixtures start at once, each some way into its
    // play, so the live list is not a row of matches all at the same minute.
    for (; live < settings.liveEvents; live++) {
      // Asked for more matches at once than the sides can play apart (a bench's 200), the live
      // list is filled all the same.
      const playedMs = staggeredPlayMs(live)
      const { markets: _prematch, ...fixture } = newFixture(
        String(nextId++),
        nowMs,
        random,
        book(),
        { startAtMs: nowMs - playedMs / settings.speed, anyway: true },
      )
      kickOff(catalogue, fixture, nowMs, changes, playedMs)
    }
  }

  /** A fixture whose start passed while no feed ran: every stake back, and the event goes. */
  function abandon(catalogue: LiveStore, event: SportEvent, changes: LiveChange[]): void {
    for (const marketId of event.marketIds) {
      const market = catalogue.markets.get(marketId)
      if (!market) continue
      changes.push({
        kind: 'market',
        eventId: event.id,
        marketId,
        status: 'resulted',
        results: market.outcomeIds.map((outcomeId) => ({ outcomeId, result: 'void' as const })),
      })
    }
    changes.push({ kind: 'event-removed', eventId: event.id })
  }

  function kickOff(
    catalogue: LiveStore,
    record: Omit<SportEvent, 'marketIds'> & { marketIds?: string[] },
    nowMs: number,
    changes: LiveChange[],
    /** Game time already played: the match joins the feed that far in. */
    playedMs = 0,
  ): boolean {
    const { marketIds = [], ...fields } = record
    const id = record.id
    const play = playOf({ id, sportCode: record.sportCode, description: record.description })
    if (!play) return false
    if (playedMs > 0) play.advance(playedMs, random)
    const match = newMatch(id, play)
    // The pre-match markets go in play with the event (bets on them are settled with it); the
    // next step prices them from the match.
    takeOver(catalogue, match, marketIds, nowMs)
    const carried = (eventWithMarkets(catalogue, id)?.markets ?? []).filter((market) =>
      match.markets.has(market.id),
    )
    const fresh = play.plans().flatMap((plan) => {
      const marketId = marketIdOf(id, plan)
      if (match.markets.has(marketId) || match.covered.has(marketId)) return []
      const market = marketOf(id, plan, true)
      match.markets.set(market.id, { plan, outcomeIds: market.outcomes.map((o) => o.id) })
      for (const outcome of market.outcomes)
        modelPrices.set(outcome.id, outcome.consolidatedPrice.currentPrice.decimal)
      return [market]
    })
    const now = play.fields()
    match.sentFields = JSON.stringify(now)
    const startMs = Math.min(Date.parse(record.startTime), nowMs)
    changes.push({
      kind: 'event-added',
      event: {
        ...fields,
        ...now,
        startTime: new Date(startMs).toISOString(),
        markets: [...carried, ...fresh],
      },
    })
    matches.set(id, match)
    return true
  }

  /** Plays the match on; returns how many prices the model moved. */
  function playOn(
    catalogue: LiveStore,
    match: Match,
    nowMs: number,
    elapsedMs: number,
    changes: LiveChange[],
  ): number {
    if (match.endedAt !== undefined) {
      if (nowMs - match.endedAt >= settings.removeAfterMs) {
        changes.push({ kind: 'event-removed', eventId: match.id })
        matches.delete(match.id)
      }
      return 0
    }
    const happened = match.play.advance(elapsedMs * settings.speed, random)
    const fields = match.play.fields()
    const text = JSON.stringify(fields)
    if (text !== match.sentFields) {
      changes.push({ kind: 'event', eventId: match.id, ...fields })
      match.sentFields = text
    }
    if (happened.keyMoment) suspend(catalogue, match, nowMs, changes)
    let moves = 0
    if (happened.changed || fields.clock?.minutes !== match.pricedMinute) {
      match.pricedMinute = fields.clock?.minutes
      moves = reprice(catalogue, match, changes)
    }
    if (match.reopenAt !== undefined && nowMs >= match.reopenAt) reopen(catalogue, match, changes)
    if (match.play.over()) {
      for (const [marketId, managed] of match.markets)
        changes.push(resulted(match.id, marketId, managed, managed.plan.results()))
      forget(match, [...match.markets.keys()])
      match.endedAt = nowMs
    }
    return moves
  }

  function resulted(
    eventId: string,
    marketId: string,
    managed: Managed,
    results: ReturnType<BoundPlan['results']>,
  ): LiveChange {
    return {
      kind: 'market',
      eventId,
      marketId,
      status: 'resulted',
      results: managed.outcomeIds.map((outcomeId, index) => ({
        outcomeId,
        result: results?.[index] ?? 'void',
      })),
    }
  }

  function forget(match: Match, marketIds: string[]): void {
    for (const marketId of marketIds) {
      for (const outcomeId of match.markets.get(marketId)?.outcomeIds ?? [])
        modelPrices.delete(outcomeId)
      match.markets.delete(marketId)
    }
  }

  /** Results what is decided, offers what is new, and moves the prices the model moved. */
  function reprice(catalogue: LiveStore, match: Match, changes: LiveChange[]): number {
    const decided: string[] = []
    for (const [marketId, managed] of match.markets) {
      const results = managed.plan.results()
      if (!results) continue
      changes.push(resulted(match.id, marketId, managed, results))
      decided.push(marketId)
    }
    forget(match, decided)
    let moves = 0
    for (const [marketId, managed] of match.markets) {
      const chances = managed.plan.chances()
      const prices = pricesOf(chances, managed.plan.marketTypeId, managed.plan.independent)
      managed.outcomeIds.forEach((outcomeId, index) => {
        const decimal = prices[index] as number
        modelPrices.set(outcomeId, decimal)
        const outcome = catalogue.outcomes.get(outcomeId)
        if (!outcome) return
        const hidden = hiddenAt(chances, index)
        if (hidden !== outcome.hidden)
          changes.push({ kind: 'outcome', eventId: match.id, marketId, outcomeId, hidden })
        if (!hidden && outcome.consolidatedPrice.currentPrice.decimal !== decimal) {
          changes.push(priceChange(outcome, decimal))
          moves++
        }
      })
    }
    if (match.play.over()) return moves
    for (const plan of match.play.plans()) {
      const marketId = marketIdOf(match.id, plan)
      if (match.markets.has(marketId) || match.covered.has(marketId) || plan.results()) continue
      const market = marketOf(match.id, plan, true)
      changes.push({ kind: 'market-added', eventId: match.id, market })
      match.markets.set(marketId, { plan, outcomeIds: market.outcomes.map((o) => o.id) })
      for (const outcome of market.outcomes)
        modelPrices.set(outcome.id, outcome.consolidatedPrice.currentPrice.decimal)
    }
    return moves
  }

  function suspend(catalogue: LiveStore, match: Match, nowMs: number, changes: LiveChange[]) {
    for (const marketId of match.markets.keys())
      if (catalogue.markets.get(marketId)?.status === 'open')
        changes.push({ kind: 'market', eventId: match.id, marketId, status: 'suspended' })
    match.reopenAt = nowMs + settings.suspendMs
  }

  function reopen(catalogue: LiveStore, match: Match, changes: LiveChange[]) {
    for (const marketId of match.markets.keys())
      if (catalogue.markets.get(marketId)?.status === 'suspended')
        changes.push({ kind: 'market', eventId: match.id, marketId, status: 'open' })
    match.reopenAt = undefined
  }

  function fillCalendar(nowMs: number, changes: LiveChange[], book: () => FixtureBook): void {
    for (
      let added = 0;
      prematch.length < settings.prematchEvents && added < maxNewEventsAStep;
      added++
    ) {
      const event = newFixture(String(nextId++), nowMs, random, book())
      if (!event) break
      changes.push({ kind: 'event-added', event })
      schedule(event.id, Date.parse(event.startTime))
    }
  }

  /** Drift moves for the price changes the model's own fall short of the rate by. */
  function drift(
    catalogue: LiveStore,
    elapsedMs: number,
    modelMoves: number,
    changes: LiveChange[],
  ): void {
    const rate = settings.changesPerSecond
    owed = Math.max(0, Math.min(rate, owed + (rate * elapsedMs) / 1000 - modelMoves))
    const count = Math.floor(owed)
    owed -= count
    if (count === 0) return
    const live = [...matches.values()].flatMap((match) =>
      match.endedAt === undefined ? [[...match.markets.keys()]] : [],
    )
    changes.push(...driftMoves({ catalogue, matches: live, modelPrices, count, random }, changes))
  }

  return {
    step(catalogue, nowMs) {
      const changes: LiveChange[] = []
      if (!adopted) {
        adopt(catalogue, nowMs, changes)
        adopted = true
        lastMs = nowMs
      }
      const elapsedMs = Math.max(0, nowMs - lastMs)
      lastMs = nowMs
      let modelMoves = 0
      for (const match of [...matches.values()])
        modelMoves += playOn(catalogue, match, nowMs, elapsedMs, changes)
      // Who plays when: made from the catalogue once a step, and only when a fixture is needed;
      // each fixture made this step is entered in it.
      let book: FixtureBook | undefined
      const bookNow = () => {
        book ??= fixtureBookOf(catalogue.events.values())
        return book
      }
      // After play, so a match that ended this step is replaced in the same step.
      kickOffs(catalogue, nowMs, changes, bookNow)
      fillCalendar(nowMs, changes, bookNow)
      drift(catalogue, elapsedMs, modelMoves, changes)
      return changes
    },
  }
}
