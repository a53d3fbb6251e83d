// How a sport's event list is grouped (SPEC.md section 9): by country, by league or, for golf, by
// tournament. Event paths run from the sport down: sport, country (or tour), league, ...

import { sports } from '../reference/sports.ts'
import { normaliseCountryName } from '../rules/country-name.ts'
import type { SportEvent } from './event.ts'

export type Grouping = 'country' | 'league' | 'tournament'

const groupedByCountry = new Set([
  'FOOT',
  'BASK',
  'BASE',
  'CRIC',
  'AMFB',
  'AURL',
  'FIEL',
  'ICEH',
  'FUTS',
  'HAND',
  'TABL',
  'VOLL',
])
const groupedByTournament = new Set(['GOLF'])

/** Sports listed first in menus and overviews, in this order. */
export const topSportCodes = ['FOOT', 'BASK', 'TENN'] as const

const catalogueOrder = new Map(sports.map((sport, index) => [sport.code, index]))

/** Where a sport comes in menus and overviews: top sports first, then the catalogue's order. */
export function sportRank(sportCode: string): number {
  const top = (topSportCodes as readonly string[]).indexOf(sportCode)
  if (top >= 0) return top - topSportCodes.length
  return catalogueOrder.get(sportCode) ?? sports.length
}

/**
 * The spec names the league sports (tennis, virtual cricket, eFootball, eBasketball, eSports,
 * badminton, virtual kabaddi, Formula 1, motor sports, motorcycling, snooker); a sport it names
 * nowhere is grouped by league too, since a league is what every competition has.
 */
export function groupingOf(sportCode: string): Grouping {
  if (groupedByCountry.has(sportCode)) return 'country'
  if (groupedByTournament.has(sportCode)) return 'tournament'
  return 'league'
}

export interface EventGroup {
  /** The slug of the event path the group stands for. */
  key: string
  label: string
  events: SportEvent[]
}

/**
 * Groups in the order their first event comes, events in the order given. An event without the
 * path level its sport groups by is put under its most specific path, so nothing is dropped.
 */
export function groupEvents(events: readonly SportEvent[], sportCode: string): EventGroup[] {
  const grouping = groupingOf(sportCode)
  const groups = new Map<string, EventGroup>()
  for (const event of events) {
    const path = groupPath(event, grouping)
    const key = path?.slug ?? ''
    let group = groups.get(key)
    if (!group) {
      const label = path
        ? grouping === 'country'
          ? normaliseCountryName(path.description)
          : path.description
        : ''
      group = { key, label, events: [] }
      groups.set(key, group)
    }
    group.events.push(event)
  }
  return [...groups.values()]
}

function groupPath(event: SportEvent, grouping: Grouping) {
  const paths = event.eventPaths
  const mostSpecific = paths.at(-1)
  if (grouping === 'country') return paths[1] ?? mostSpecific
  if (grouping === 'league') return paths[2] ?? mostSpecific
  return mostSpecific
}
