// The events and markets endpoints (SPEC.md section 7, Events and markets, and Other): what a
// query may ask and what each answers. The spec names the parameters but not their meaning or the
// shapes of the answers beyond "an event with markets"; ours are documented in docs/api.md.

import * as v from 'valibot'
import { eventWithMarketsSchema, marketSchema, marketWithOutcomesSchema } from '../events/event.ts'
import { operation } from './operation.ts'

/** At most this many ids in one comma list: a query longer than a URL goes by POST, not unbounded. */
export const maxListedIds = 500
export const maxEventsPerPage = 100

const commaList = (what: string, item: RegExp) =>
  v.pipe(
    v.string(),
    v.transform((text) => text.split(',').map((part) => part.trim())),
    v.check((parts) => parts.every((part) => item.test(part)), `a comma-separated list of ${what}`),
    v.maxLength(maxListedIds),
  )

const idItem = /^[A-Za-z0-9_.:-]{1,64}$/

/** Market type ids as a query names them: comma-separated. */
export const marketTypeIdsSchema = commaList('market type ids', idItem)
/** Event ids as a query names them: comma-separated. */
export const eventIdsSchema = commaList('event ids', idItem)
const pathIdItem = /^\d{1,9}$/

// A date or a date and time (ISO 8601); a time without an offset is UTC.
const isoDatePattern =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-](\d{2}):(\d{2}))?)?$/

/**
 * A day that exists (no 30 February) in years a fixture can have, a time on the clock, an offset
 * of at most 14 hours: every such instant, a day later or shifted by its offset, is one
 * PostgreSQL reads.
 */
function isRealDate(text: string): boolean {
  const [
    ,
    year,
    month,
    day,
    hour = '0',
    minute = '0',
    second = '0',
    ,
    offsetHours = '0',
    offsetMinutes = '0',
  ] = isoDatePattern.exec(text) ?? []
  const date = new Date(Date.UTC(2000, Number(month) - 1, Number(day)))
  date.setUTCFullYear(Number(year))
  return (
    Number(year) >= 1900 &&
    Number(year) <= 2999 &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day) &&
    Number(hour) < 24 &&
    Number(minute) < 60 &&
    Number(second) < 60 &&
    Number(offsetHours) <= 14 &&
    Number(offsetMinutes) < 60
  )
}

const isoDate = v.pipe(
  v.string(),
  v.regex(isoDatePattern, 'an ISO 8601 date such as 2026-11-23 or 2026-11-23T18:00:00Z'),
  v.check(isRealDate, 'a real date in the years 1900 to 2999'),
)

/** The query of GET /xapi/rest/events, or the body of its POST form once read. */
export const eventsQuerySchema = v.pipe(
  v.object({
    /** Bettable events of every phase: periodType is then ignored. */
    allBettableEvents: v.optional(v.boolean()),
    /** Only events with at least one open market among those the query keeps. */
    bettable: v.optional(v.boolean()),
    /** Markets inlined in each event (true unless false). */
    includeMarkets: v.optional(v.boolean()),
    /** Events without their markets, for a count or a list of names. */
    lightWeightResponse: v.optional(v.boolean()),
    /** GAME: markets on the game itself, not on one player's or one team's statistics. */
    marketFilter: v.optional(v.picklist(['GAME'])),
    /** OPEN, SUSPENDED, or both comma-separated: the markets kept. */
    marketStatus: v.optional(
      v.pipe(
        v.string(),
        v.transform((text) => text.split(',').map((part) => part.trim().toUpperCase())),
        v.check(
          (parts) => parts.every((part) => part === 'OPEN' || part === 'SUSPENDED'),
          'OPEN, SUSPENDED or OPEN,SUSPENDED',
        ),
      ),
    ),
    /** IN_RUNNING: live events; PRE_MATCH: events not started. */
    periodType: v.optional(v.picklist(['IN_RUNNING', 'PRE_MATCH'])),
    /** REGULAR: real sports, not virtual ones. */
    sportGroups: v.optional(v.picklist(['REGULAR'])),
    /** Event path ids (sport, region or league): an event matches if any of its paths is listed. */
    eventPathIds: v.optional(
      v.pipe(
        commaList('event path ids', pathIdItem),
        v.transform((parts) => parts.map(Number)),
      ),
    ),
    eventsPerPage: v.optional(
      v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(maxEventsPerPage)),
    ),
    /** From 1. */
    page: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(1_000_000))),
    /** Events starting at or after it. */
    dateFrom: v.optional(isoDate),
    /** Events starting at or before it. */
    dateTo: v.optional(isoDate),
    /** Event ids; outrights among them are answered whatever `outrights` says. */
    ids: v.optional(eventIdsSchema),
    /** Market type ids: the markets kept. */
    marketTypeIds: v.optional(marketTypeIdsSchema),
    /** Sport order, region, league, then start time; otherwise start time. */
    sortByEventpath: v.optional(v.boolean()),
    /** Outrights (a competition's winner, top scorer) left out, included, or alone (ours). */
    outrights: v.optional(v.picklist(['exclude', 'include', 'only'])),
  }),
  v.forward(
    v.partialCheck(
      [['dateFrom'], ['dateTo']],
      ({ dateFrom, dateTo }) => !dateFrom || !dateTo || Date.parse(dateFrom) <= Date.parse(dateTo),
      'not before dateFrom',
    ),
    ['dateTo'],
  ),
)
/** What a caller sends (lists comma-joined). */
export type EventsQueryInput = v.InferInput<typeof eventsQuerySchema>
/** The query as read (lists split). */
export type EventsQuery = v.InferOutput<typeof eventsQuerySchema>

/** POST /xapi/rest/events?hash={md5 of the body}: the body is the query string. */
export const eventsPostQuerySchema = v.object({
  hash: v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/, 'the md5 of the body as 32 hex digits')),
})

/** The POST body: the query string, form-encoded, sent as text/plain or x-www-form-urlencoded. */
export const eventsPostBodySchema = v.pipe(v.string(), v.maxLength(200_000))

const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0))

/** One page of events and where it stands among all the query matched. */
export const eventsResponseSchema = v.object({
  events: v.array(eventWithMarketsSchema),
  page: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  eventsPerPage: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  totalCount: count,
  pageCount: count,
})
export type EventsResponse = v.InferOutput<typeof eventsResponseSchema>

export const eventParamsSchema = v.object({ id: v.pipe(v.string(), v.regex(idItem, 'an id')) })
export const marketParamsSchema = eventParamsSchema

/** GET /xapi/rest/events/{id}: the event with all its markets. */
export const eventResponseSchema = v.object({
  ...eventWithMarketsSchema.entries,
  /** The last live change the answer includes: the stream's later batches apply on top. */
  seq: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(0))),
})
export type EventResponse = v.InferOutput<typeof eventResponseSchema>

/** GET /xapi/rest/markets/{id}. */
export const marketResponseSchema = marketWithOutcomesSchema

/** GET /xapi/rest/markets?ids=a,b&includePrices=true */
export const marketsQuerySchema = v.object({
  ids: commaList('market ids', idItem),
  /** Outcomes with their prices inlined (true), or the outcome ids alone. */
  includePrices: v.optional(v.boolean()),
})
export type MarketsQuery = v.InferOutput<typeof marketsQuerySchema>

/** Only open or suspended markets that have outcomes (SPEC.md section 7). */
export const marketsResponseSchema = v.object({
  markets: v.array(v.union([marketWithOutcomesSchema, marketSchema])),
})
export type MarketsResponse = v.InferOutput<typeof marketsResponseSchema>

export const oddsLadderParamsSchema = v.object({
  // The version is an integer column: a larger number names no version, and is refused as such.
  version: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(2_147_483_647)),
})
export const oddsLadderQuerySchema = v.object({
  /** The brand whose margin rows to answer instead of the requesting brand's (odds_per_brand_currency_config). */
  overrideBrand: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/, 'a brand code'))),
})

/** A row of the Margins entity (SPEC.md section 3); no leagueId or marketTypeId: for every one. */
export const marginRowSchema = v.object({
  leagueId: v.nullable(v.string()),
  marketTypeId: v.nullable(v.string()),
  margin: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
})

/** GET /xapi/rest/oddsLadderAndMargins/{version}. */
export const oddsLadderResponseSchema = v.object({
  version: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  /** Decimal prices, ascending. */
  ladder: v.array(v.pipe(v.number(), v.minValue(1))),
  margins: v.array(marginRowSchema),
})
export type OddsLadderResponse = v.InferOutput<typeof oddsLadderResponseSchema>

/** A node of the sports tree: a sport, a region or a league, with the events it holds. */
const treeNodeFields = {
  /** The event path id: what eventPathIds filters on. */
  id: v.pipe(v.number(), v.safeInteger()),
  slug: v.string(),
  description: v.string(),
  liveCount: count,
  prematchCount: count,
  outrightCount: count,
}
export const leagueNodeSchema = v.object(treeNodeFields)
export const regionNodeSchema = v.object({ ...treeNodeFields, leagues: v.array(leagueNodeSchema) })
export const sportNodeSchema = v.object({
  ...treeNodeFields,
  code: v.string(),
  regions: v.array(regionNodeSchema),
})

/** GET /xapi/rest/sports/tree: sports in their sort order, those with no event left out. */
export const sportsTreeSchema = v.object({ sports: v.array(sportNodeSchema) })
export type SportsTree = v.InferOutput<typeof sportsTreeSchema>
export type SportNodeResponse = v.InferOutput<typeof sportNodeSchema>

const tags = ['Events and markets']

/**
 * Every events and markets operation is answered again under /m/nextapi/ (SPEC.md section 7),
 * the proxy path a client may be configured with: the same operation at another base address.
 */
const proxyPath = 'Also answered under the /m/nextapi/ proxy path.'

export const getEvents = operation({
  operationId: 'getEvents',
  method: 'GET',
  path: '/xapi/rest/events',
  summary: 'A page of events with their markets, filtered and sorted as the query asks',
  description: `Lists are comma-separated (at most 500 ids). A query string longer than 2000 characters is sent by POST instead (sendEventsQuery). ${proxyPath}`,
  tags,
  caller: 'anyone',
  query: eventsQuerySchema,
  answers: { 200: eventsResponseSchema },
  errors: { 400: ['invalid-request'] },
})

export const sendEventsQuery = operation({
  operationId: 'sendEventsQuery',
  method: 'POST',
  path: '/xapi/rest/events',
  summary:
    'The events query sent as the body (form-encoded) when it is too long for a URL; ?hash= is its md5',
  description: `Answers exactly as getEvents answers the same query in its URL. The hash lets a cache key the request; one that is not the md5 of the body is refused. ${proxyPath}`,
  tags,
  caller: 'anyone',
  query: eventsPostQuerySchema,
  body: eventsPostBodySchema,
  form: true,
  answers: { 200: eventsResponseSchema },
  errors: { 400: ['invalid-request'] },
})

export const getEvent = operation({
  operationId: 'getEvent',
  method: 'GET',
  path: '/xapi/rest/events/{id}',
  summary:
    'One event with all its markets, as of the live change numbered seq (the stream applies the changes after it)',
  description: proxyPath,
  tags,
  caller: 'anyone',
  params: eventParamsSchema,
  answers: { 200: eventResponseSchema },
  errors: { 400: ['invalid-request'], 404: ['unknown-event'] },
})

export const getMarket = operation({
  operationId: 'getMarket',
  method: 'GET',
  path: '/xapi/rest/markets/{id}',
  summary: 'One market with its outcomes',
  description: proxyPath,
  tags,
  caller: 'anyone',
  params: marketParamsSchema,
  answers: { 200: marketResponseSchema },
  errors: { 400: ['invalid-request'], 404: ['unknown-market'] },
})

export const getMarkets = operation({
  operationId: 'getMarkets',
  method: 'GET',
  path: '/xapi/rest/markets',
  summary: 'Markets by id: the open or suspended ones that have outcomes, in the order asked',
  description: `An id named twice is answered once; one not open, not suspended or without outcomes is left out. ${proxyPath}`,
  tags,
  caller: 'anyone',
  query: marketsQuerySchema,
  answers: { 200: marketsResponseSchema },
  errors: { 400: ['invalid-request'] },
})

export const getOddsLadder = operation({
  operationId: 'getOddsLadder',
  method: 'GET',
  path: '/xapi/rest/oddsLadderAndMargins/{version}',
  summary: 'An odds ladder version and the margins in force',
  description: `The margins are the requesting brand's (the brand header), or overrideBrand's. ${proxyPath}`,
  tags: ['Other'],
  caller: 'anyone',
  params: oddsLadderParamsSchema,
  query: oddsLadderQuerySchema,
  answers: { 200: oddsLadderResponseSchema },
  errors: { 400: ['invalid-request'], 404: ['unknown-brand', 'unknown-ladder'] },
})

export const getSportsTree = operation({
  operationId: 'getSportsTree',
  method: 'GET',
  path: '/xapi/rest/sports/tree',
  summary: 'Sports, regions and leagues with their live, pre-match and outright counts',
  description: proxyPath,
  tags,
  caller: 'anyone',
  answers: { 200: sportsTreeSchema },
})
