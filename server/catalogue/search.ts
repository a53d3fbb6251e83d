// The search behind GET /xapi/rest/search (domain/api/search.ts): full-text in the 'simple'
// configuration, each word typed matched as the start of a word, through the index of migration
// 027 on PostgreSQL and PGlite alike.

import { type SearchAnswer, type SearchCompetition, searchLimits } from '../../domain/api/search.ts'
import type { SportEvent } from '../../domain/events/event.ts'
import type { Queryable } from '../db/database.ts'

/** What is searched: an event's teams and its competition; migration 027 indexes this expression. */
export const searchedText = `to_tsvector('simple', (e.record->>'description') || ' ' || coalesce(e.record->'eventPaths'->2->>'description', ''))`

/**
 * The words typed as a prefix query ('real ma' is real:* & ma:*); undefined when nothing
 * searchable is left. Only letters and digits reach it, so no word can be read as an operator.
 */
export function prefixQueryOf(text: string): string | undefined {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : undefined
}

export async function searchCatalogue(db: Queryable, text: string): Promise<SearchAnswer> {
  const query = prefixQueryOf(text)
  if (!query) return { events: [], competitions: [] }
  const found = `not e.removed and not e.is_finished and ${searchedText} @@ to_tsquery('simple', $1)`
  const events = await db.query<{ record: SportEvent }>(
    `select e.record from events e where ${found} and not e.outright
     order by e.is_live desc, e.start_time, e.id limit $2`,
    [query, searchLimits.events],
  )
  // A competition is found by its own name, not by a team's that plays in it.
  const competitions = await db.query<SearchCompetition>(
    `select distinct on (e.path_ids) e.sport_code as "sportCode", e.record->'eventPaths' as "eventPaths"
     from events e
     where ${found}
       and to_tsvector('simple', coalesce(e.record->'eventPaths'->2->>'description', '')) @@ to_tsquery('simple', $1)
     order by e.path_ids limit $2`,
    [query, searchLimits.competitions],
  )
  return {
    events: events.map(({ record: { marketIds: _markets, ...event } }) => event),
    competitions,
  }
}
