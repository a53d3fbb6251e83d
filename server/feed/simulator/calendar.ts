// New fixtures for the calendar: a match between two sides of a competition at a round start
// time in the next seven days, with its pre-match markets; and a season winner market (an
// outright) for the competitions that have one.

import type { EventWithMarkets, SportEvent } from '../../../domain/events/event.ts'
import { liveStreamingSportCodes } from '../../../domain/rules/constants.ts'
import { type Competition, competitions, slugOf } from './competitions.ts'
import { marketOf, pricesOf } from './market-plan.ts'
import { prematchPlans } from './play.ts'
import { titleChances } from './season.ts'
import { sidesOf } from './sport-models.ts'

const minuteMs = 60_000
const dayMs = 24 * 60 * minuteMs
/** Fixtures start on the quarter hour. */
const quarterHourMs = 15 * minuteMs
/** A fixture is never due sooner than this, so the calendar does not kick off what it just made. */
const soonestMs = 20 * minuteMs
const horizonMs = 7 * dayMs
/** A side plays at most once in this long: never twice in a day, as a real calendar has it. */
const restMs = 20 * 60 * minuteMs
/** Game time the matches filling an empty live list have played: the first half hour's. */
const staggerMs = 30 * minuteMs

/**
 * How far into its play the nth match filling an empty live list starts: spread over the first
 * half hour by the golden ratio, so the list's matches do not all sit on the same minute, and a
 * restart spreads them the same way.
 */
export const staggeredPlayMs = (n: number): number =>
  Math.floor(((n * 0.618_034) % 1) * (staggerMs / minuteMs)) * minuteMs

/** Draws of competition, sides and time before the calendar leaves a slot empty for now. */
const drawsAFixture = 30

const totalWeight = competitions.reduce((sum, competition) => sum + competition.weight, 0)

function pickCompetition(random: () => number): Competition {
  let roll = random() * totalWeight
  for (const competition of competitions) {
    roll -= competition.weight
    if (roll < 0) return competition
  }
  return competitions[competitions.length - 1] as Competition
}

/**
 * Who plays when, in the calendar and in play: a side's start times, and the pairings already
 * made, so a side does not play twice in a day and two sides do not meet twice in a week.
 */
export interface FixtureBook {
  startsOf: Map<string, number[]>
  pairings: Set<string>
}

const pairingOf = (home: string, away: string) => [home, away].sort().join(' v ')

/** The book of the matches in the catalogue (outrights are no match). */
export function fixtureBookOf(
  events: Iterable<Pick<SportEvent, 'description' | 'startTime' | 'outright'>>,
): FixtureBook {
  const book: FixtureBook = { startsOf: new Map(), pairings: new Set() }
  for (const event of events)
    if (!event.outright) enter(book, ...sidesOf(event.description), Date.parse(event.startTime))
  return book
}

function enter(book: FixtureBook, home: string, away: string, startMs: number): void {
  for (const side of [home, away]) {
    const starts = book.startsOf.get(side)
    if (starts) starts.push(startMs)
    else book.startsOf.set(side, [startMs])
  }
  book.pairings.add(pairingOf(home, away))
}

function fits(book: FixtureBook, home: string, away: string, startMs: number): boolean {
  if (book.pairings.has(pairingOf(home, away))) return false
  return [home, away].every((side) =>
    (book.startsOf.get(side) ?? []).every((other) => Math.abs(other - startMs) >= restMs),
  )
}

/** Where a fixture is made: at startAtMs rather than in the next seven days; anyway, the last
 * draw when none fits the book (more matches at once than the sides can play rested). */
interface FixtureOptions {
  startAtMs?: number
  anyway?: boolean
}

/**
 * A fixture with its pre-match markets, at a quarter hour in the next seven days, entered in the
 * book; undefined when no draw fits it, and the slot waits for a later step.
 */
export function newFixture(
  id: string,
  nowMs: number,
  random: () => number,
  book: FixtureBook,
  options: FixtureOptions & { anyway: true },
): EventWithMarkets
export function newFixture(
  id: string,
  nowMs: number,
  random: () => number,
  book: FixtureBook,
  options?: FixtureOptions,
): EventWithMarkets | undefined
export function newFixture(
  id: string,
  nowMs: number,
  random: () => number,
  book: FixtureBook,
  { startAtMs, anyway = false }: FixtureOptions = {},
): EventWithMarkets | undefined {
  for (let draw = 1; draw <= drawsAFixture; draw++) {
    const competition = pickCompetition(random)
    const { sides } = competition
    const home = sides[Math.floor(random() * sides.length)] as string
    const others = sides.filter((side) => side !== home)
    const away = others[Math.floor(random() * others.length)] as string
    const startMs =
      startAtMs ??
      Math.ceil((nowMs + soonestMs + random() * (horizonMs - soonestMs)) / quarterHourMs) *
        quarterHourMs
    if (!fits(book, home, away, startMs) && !(anyway && draw === drawsAFixture)) continue
    enter(book, home, away, startMs)
    const description = `${home} v ${away}`
    return {
      ...eventOf(id, description, competition, startMs),
      // The partner running a streamed sport streams each of its matches (SPEC.md section 6).
      ...(liveStreamingSportCodes.includes(competition.sportCode) ? { liveStreaming: true } : {}),
      markets: prematchPlans(competition.sportCode, description).map((plan) =>
        marketOf(id, plan, false),
      ),
    }
  }
  return undefined
}

/** An event of the competition's, without its markets. */
function eventOf(id: string, description: string, competition: Competition, startMs: number) {
  return {
    id,
    slug: `${slugOf(description)}-${id}`,
    description,
    sportCode: competition.sportCode,
    eventPaths: competition.paths,
    startTime: new Date(startMs).toISOString(),
  }
}

/** The id of a competition's outright: one per league, so a restart finds it. */
export const outrightIdOf = (competition: Competition) => `outright${competition.paths[2].id}`

/** The season's winner market: every side, priced from its chance of the title (season.ts). */
export function newOutright(competition: Competition, nowMs: number): EventWithMarkets {
  const id = outrightIdOf(competition)
  const marketId = `${id}-OUTR-FT`
  const prices = pricesOf(titleChances(competition), 'OUTR')
  const description = `${competition.league} - Winner`
  return {
    ...eventOf(id, description, competition, Math.ceil((nowMs + horizonMs) / dayMs) * dayMs),
    outright: true,
    markets: [
      {
        id: marketId,
        eventId: id,
        marketTypeId: 'OUTR',
        periodId: 'FT',
        description: 'Winner',
        status: 'open',
        // Each-way as books price a season's winner: a quarter the odds for the top three, the
        // top two of a small field.
        placeTerms: { numerator: 1, denominator: 4, places: competition.sides.length >= 8 ? 3 : 2 },
        outcomes: competition.sides.map((side, index) => ({
          id: `${marketId}-${index + 1}`,
          marketId,
          eventId: id,
          description: side,
          status: 'open' as const,
          hidden: false,
          consolidatedPrice: {
            currentPrice: { decimal: prices[index] as number },
          },
        })),
      },
    ],
  }
}
