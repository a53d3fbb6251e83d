// The current state of the outcomes a slip names, as the placement checks read it
// (domain/bets/selection-checks.ts): price, statuses, whether the event is in play, and the
// market's each-way terms and reserve flag from its record when the feed gives them.

import type { PlaceTerms } from '../../domain/bets/each-way.ts'
import type { SelectionState } from '../../domain/bets/selection-checks.ts'
import type { Queryable } from '../db/database.ts'

export interface StateRow {
  outcome_id: string
  market_id: string
  event_id: string
  price: number | string | null
  outcome_status: string
  hidden: boolean
  market_status: string
  is_finished: boolean
  removed: boolean
  is_live: boolean
  reserve: boolean | null
  place_terms: unknown
}

/**
 * The select of the states of the outcomes in the text[] parameter `param` ('$1'), for a statement
 * that reads them beside other things in one round trip (place-betslip.ts).
 */
export const selectionStatesSelect = (param: string): string =>
  `select o.id as outcome_id, o.market_id, o.event_id, o.price, o.status as outcome_status,
          o.hidden, m.status as market_status, e.is_finished, e.removed, e.is_live,
          m.record->'reserve' = 'true'::jsonb as reserve, m.record->'placeTerms' as place_terms
   from outcomes o join markets m on m.id = o.market_id join events e on e.id = o.event_id
   where o.id = any(${param})`

/** The rows of selectionStatesSelect, by outcome id. */
export const selectionStatesOf = (rows: readonly StateRow[]): Map<string, SelectionState> =>
  new Map(rows.map((row) => [row.outcome_id, stateOf(row)]))

export async function readSelectionStates(
  db: Queryable,
  outcomeIds: readonly string[],
): Promise<Map<string, SelectionState>> {
  if (outcomeIds.length === 0) return new Map()
  return selectionStatesOf(
    await db.query<StateRow>(selectionStatesSelect('$1'), [[...new Set(outcomeIds)]]),
  )
}

function stateOf(row: StateRow): SelectionState {
  const price = row.price === null ? null : Number(row.price)
  const placeTerms = placeTermsOf(row.place_terms)
  return {
    outcomeId: row.outcome_id,
    marketId: row.market_id,
    eventId: row.event_id,
    decimal: price !== null && Number.isFinite(price) ? price : null,
    outcomeStatus: row.outcome_status,
    hidden: row.hidden,
    marketStatus: row.market_status,
    eventFinished: row.is_finished,
    eventRemoved: row.removed,
    live: row.is_live,
    ...(row.reserve ? { reserve: true } : {}),
    ...(placeTerms ? { placeTerms } : {}),
  }
}

/** Terms the feed wrote on the market; anything else means the market offers no each-way. */
function placeTermsOf(value: unknown): PlaceTerms | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { numerator, denominator, places } = value as Record<string, unknown>
  const positive = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) > 0
  return positive(numerator) && positive(denominator) && positive(places)
    ? { numerator, denominator, places }
    : undefined
}
