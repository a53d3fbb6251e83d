// One match in play, whatever its sport: the model's state, what a stretch of game time brought,
// the event fields to send and the markets to offer, priced from the state as it is now.

import type { SportEvent } from '../../../domain/events/event.ts'
import type { EventChange } from '../../../domain/feed/change.ts'
import { seededRandom } from '../feed-options.ts'
import { clockMarketPlans } from './clock-markets.ts'
import { type ClockView, clockView, scopesOf } from './clock-outlook.ts'
import {
  advanceClock,
  type ClockState,
  clockEventFields,
  clockStateOf,
  kickOffState,
  showRedCards,
} from './clock-play.ts'
import { type BoundPlan, bindPlan, type MarketPlan } from './market-plan.ts'
import { type RaceView, raceMarketPlans, raceView } from './race-markets.ts'
import {
  advanceRace,
  firstServeState,
  type RaceState,
  raceEventFields,
  raceStateOf,
} from './race-play.ts'
import {
  type ClockSport,
  hashOf,
  type RaceSport,
  ratingOf,
  sidesOf,
  sportModels,
} from './sport-models.ts'
import { trackClockPlay, trackerStateOf, trackRacePlay } from './tracker-play.ts'

export type EventFields = Omit<EventChange, 'kind' | 'eventId'>

export interface Happened {
  /** Anything that changes the fields or the markets: a score, a period, the end. */
  changed: boolean
  /** A moment the markets stop for: a goal, a break point, a set won. */
  keyMoment: boolean
  over: boolean
}

export interface Play {
  advance(gameMs: number, random: () => number): Happened
  fields(): EventFields
  /** The markets to offer now, priced from the state. */
  plans(): BoundPlan[]
  /** Every market the match can price: those on offer now and those offered before the start. */
  knownPlans(): BoundPlan[]
  over(): boolean
}

/** The home side's edge from the two names: stronger sides score more, win more points. */
function strengthOf(sportCode: string, sport: ClockSport | RaceSport, description: string): number {
  const [home, away] = sidesOf(description)
  const gap = ratingOf(sportCode, home) - ratingOf(sportCode, away)
  return sport.ratingWeight * gap + sport.homeAdvantage
}

export const simulates = (sportCode: string) => Object.hasOwn(sportModels, sportCode)

/** A family's play, as playWith runs it: the state, and the family's rules over it. */
interface Family<State, View> {
  state: State
  advance(state: State, gameMs: number, random: () => number): { kind: string }[]
  isKeyMoment(moment: { kind: string }): boolean
  over(state: State): boolean
  fields(state: State): EventFields
  view(state: State): View
  plans(state: State): MarketPlan<View>[]
  plansBefore(): MarketPlan<View>[]
}

function playWith<State, View>(family: Family<State, View>): Play {
  const { state } = family
  // The view of the state as it is now, made once and shared by every market until the state
  // moves; a market reads it after it is no longer offered too, to be settled.
  let view: View | undefined
  const current = () => {
    view ??= family.view(state)
    return view
  }
  return {
    advance(gameMs, random) {
      view = undefined
      const moments = family.advance(state, gameMs, random)
      return {
        changed: moments.length > 0,
        keyMoment: moments.some(family.isKeyMoment),
        over: family.over(state),
      }
    },
    fields: () => family.fields(state),
    plans: () => family.plans(state).map((plan) => bindPlan(plan, current)),
    knownPlans: () =>
      [...family.plans(state), ...family.plansBefore()].map((plan) => bindPlan(plan, current)),
    over: () => family.over(state),
  }
}

/**
 * The play of an event: carried on from its record when it is live, from the start otherwise.
 * Undefined for a sport the simulator does not model.
 */
export function playOf(
  event: Pick<SportEvent, 'sportCode' | 'description'> & Partial<SportEvent>,
): Play | undefined {
  const sport = sportModels[event.sportCode]
  if (!sport) return undefined
  const sides = sidesOf(event.description)
  const strength = strengthOf(event.sportCode, sport, event.description)
  const live = event.clock !== undefined
  const matchKey = event.id ?? event.description
  const tracker = trackerStateOf(matchKey, live ? event.tracker : undefined)
  if (sport.family === 'clock') {
    const cardDraws = seededRandom(Math.floor(hashOf(`${matchKey} red cards`) * 2 ** 32))
    return playWith<ClockState, ClockView>({
      state: live ? clockStateOf(event as SportEvent, sport) : kickOffState(),
      advance(state, gameMs, random) {
        const moments = advanceClock(state, gameMs, sport, strength, random)
        trackClockPlay(tracker, state, moments, gameMs, sport, strength)
        return [...moments, ...showRedCards(state, gameMs, sport, cardDraws)]
      },
      // A red card stops the markets as a goal does: the match is not the one they priced.
      isKeyMoment: (moment) =>
        moment.kind === 'red-card' || (moment.kind === 'score' && sport.suspendOnScore),
      over: (state) => state.phase === 'over',
      fields: (state) => ({ ...clockEventFields(state, sport), tracker: tracker.tracker }),
      view: (state) => clockView(sport, state, strength, matchKey),
      plans: (state) => clockMarketPlans(event.sportCode, sport, sides, strength, state),
      plansBefore: () => clockMarketPlans(event.sportCode, sport, sides, strength, undefined),
    })
  }
  return playWith<RaceState, RaceView>({
    state: live ? raceStateOf(event as SportEvent, sport) : firstServeState(),
    advance(state, gameMs, random) {
      const moments = advanceRace(state, gameMs, sport, strength, random)
      trackRacePlay(tracker, state, moments)
      return moments
    },
    isKeyMoment: (moment) => moment.kind === 'break-point' || moment.kind === 'set',
    over: (state) => state.over,
    fields: (state) => ({ ...raceEventFields(state, sport), tracker: tracker.tracker }),
    view: (state) => raceView(sport, state, strength),
    plans: (state) => raceMarketPlans(event.sportCode, sport, sides, strength, state),
    plansBefore: () => raceMarketPlans(event.sportCode, sport, sides, strength, undefined),
  })
}

/** The markets offered before the start, priced as the match would kick off. */
export function prematchPlans(sportCode: string, description: string): BoundPlan[] {
  const sport = sportModels[sportCode]
  if (!sport) return []
  const sides = sidesOf(description)
  const strength = strengthOf(sportCode, sport, description)
  if (sport.family === 'clock') {
    const shared = clockView(sport, kickOffState(), strength, description)
    return clockMarketPlans(sportCode, sport, sides, strength, undefined).map((plan) =>
      bindPlan(plan, () => shared),
    )
  }
  const shared = raceView(sport, firstServeState(), strength)
  return raceMarketPlans(sportCode, sport, sides, strength, undefined).map((plan) =>
    bindPlan(plan, () => shared),
  )
}

export interface ResultChances {
  home: number
  draw: number
  away: number
}

/**
 * The chances of a home win, a draw and an away win before the start, from the model; a sport
 * without draws plays a level match on, an even chance either way.
 */
export function resultChances(sportCode: string, description: string): ResultChances {
  const sport = sportModels[sportCode]
  if (!sport) return { home: 0.5, draw: 0, away: 0.5 }
  const strength = strengthOf(sportCode, sport, description)
  const chances = { home: 0, draw: 0, away: 0 }
  if (sport.family === 'clock') {
    const view = clockView(sport, kickOffState(), strength, description)
    const [match] = scopesOf(sportCode, sport)
    for (const final of match ? view.outlook(match).finals : [])
      chances[final.home > final.away ? 'home' : final.home < final.away ? 'away' : 'draw'] +=
        final.chance
  } else
    for (const [score, chance] of raceView(sport, firstServeState(), strength).finals) {
      const [home = 0, away = 0] = score.split('-').map(Number)
      chances[home > away ? 'home' : 'away'] += chance
    }
  if (sport.family === 'clock' && !sport.drawPossible) {
    chances.home += chances.draw / 2
    chances.away += chances.draw / 2
    chances.draw = 0
  }
  return chances
}
