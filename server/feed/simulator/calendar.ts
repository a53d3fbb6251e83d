// New fixtures for the calendar: a match between two sides of a competition at a round start
// time in the next seven days, with its pre-match markets; and a season winner market (an
// outright) for the competitions that have one.

import type { EventWithMarkets } from '../../../domain/events/event.ts'
import { type Competition, competitions, slugOf } from './competitions.ts'
import { marketOf, priceOf } from './market-plan.ts'
import { prematchPlans } from './play.ts'
import { ratingOf } from './sport-models.ts'

const minuteMs = 60_000
const dayMs = 24 * 60 * minuteMs
/** A fixture is never due sooner than this, so the calendar does not kick off what it just made. */
const soonestMs = 20 * minuteMs
const horizonMs = 7 * dayMs

const totalWeight = competitions.reduce((sum, competition) => sum + competition.weight, 0)

function pickCompetition(random: () => number): Competition {
  let roll = random() * totalWeight
  for (const competition of competitions) {
    roll -= competition.weight
    if (roll < 0) return competition
  }
  return competitions[competitions.length - 1] as Competition
}

/** A fixture with its pre-match markets, at a quarter hour in the next seven days. */
export function newFixture(id: string, nowMs: number, random: () => number): EventWithMarkets {
  const competition = pickCompetition(random)
  const { sides } = competition
  const home = sides[Math.floor(random() * sides.length)] as string
  const others = sides.filter((side) => side !== home)
  const away = others[Math.floor(random() * others.length)] as string
  const quarterHour = 15 * minuteMs
  const startMs =
    Math.ceil((nowMs + soonestMs + random() * (horizonMs - soonestMs)) / quarterHour) * quarterHour
  const description = `${home} v ${away}`
  return {
    id,
    slug: `${slugOf(description)}-${id}`,
    description,
    sportCode: competition.sportCode,
    eventPaths: competition.paths,
    startTime: new Date(startMs).toISOString(),
    markets: prematchPlans(competition.sportCode, description).map((plan) =>
      marketOf(id, plan, false),
    ),
  }
}

/** The id of a competition's outright: one per league, so a restart finds it. */
export const outrightIdOf = (competition: Competition) => `outright${competition.paths[2].id}`

/** The season's winner market: every side, the stronger ones shorter. */
export function newOutright(competition: Competition, nowMs: number): EventWithMarkets {
  const id = outrightIdOf(competition)
  const marketId = `${id}-OUTR-FT`
  const weights = competition.sides.map((side) => Math.exp(4 * ratingOf(side)))
  const total = weights.reduce((sum, weight) => sum + weight, 0)
  const description = `${competition.league} - Winner`
  return {
    id,
    slug: `${slugOf(description)}-${id}`,
    description,
    sportCode: competition.sportCode,
    eventPaths: competition.paths,
    startTime: new Date(Math.ceil((nowMs + horizonMs) / dayMs) * dayMs).toISOString(),
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
            currentPrice: { decimal: priceOf((weights[index] as number) / total, 'OUTR') },
          },
        })),
      },
    ],
  }
}
