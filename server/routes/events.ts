// The events and markets endpoints (SPEC.md section 7, Events and markets, and Other), at their
// own paths and again under /m/nextapi/, the proxy path the client may be configured with.

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  type EventsQuery,
  eventsQuerySchema,
  getEvent,
  getEvents,
  getMarket,
  getMarkets,
  getOddsLadder,
  getSportsTree,
  type SportsTree,
  sendEventsQuery,
} from '../../domain/api/events.ts'
import type { Outcome } from '../../domain/events/event.ts'
import { md5 } from '../../domain/rules/md5.ts'
import { queryEvents } from '../catalogue/events-query.ts'
import { readMarketRecords, withOutcomes } from '../catalogue/market-records.ts'
import {
  answersInLanguage,
  inFeedLanguage,
  inLanguage,
  languageOf,
  namesOf,
} from '../catalogue/names-in-language.ts'
import { readOddsLadder } from '../catalogue/odds-ladder.ts'
import { sharedReads } from '../catalogue/shared-reads.ts'
import { readSportsTree } from '../catalogue/sports-tree.ts'
import type { ApiContext } from '../http/api-context.ts'
import { sendError } from '../http/errors.ts'
import { jsonSchemaOf, validatorCompiler } from '../http/route-schema.ts'
import { serve } from '../http/serve.ts'
import { readAtBatch } from '../live/change-log.ts'

/** The proxy path SPEC.md section 7 names: every operation here is answered under it too. */
const proxyPrefix = '/m/nextapi'

// The POST body is a query string, read exactly as GET reads its own.
const readQueryText = validatorCompiler({
  schema: jsonSchemaOf(eventsQuerySchema),
  httpPart: 'querystring',
  method: 'GET',
  url: getEvents.path,
}) as (data: unknown) => { value?: EventsQuery; error?: Error }

export function eventsRoutes(app: FastifyInstance, api: ApiContext): void {
  const { db } = api
  const eventPages = sharedReads<string>()
  const trees = sharedReads<SportsTree>()
  const sportsTree = () => trees('tree', () => readSportsTree(db))
  // The page as JSON text: requests sharing a read, and a language, share its serialization too.
  const eventsPage = (query: EventsQuery, request: FastifyRequest, reply: FastifyReply) =>
    eventPages(JSON.stringify([languageOf(request), ...Object.entries(query).sort()]), async () => {
      const page = await queryEvents(db, query)
      return JSON.stringify(
        inFeedLanguage(request) ? page : inLanguage(page, await namesOf(request)),
      )
    }).then((json) => reply.type('application/json; charset=utf-8').send(json))
  app.register(async (scope) => {
    answersInLanguage(scope)
    // A form-encoded body is kept as text: its md5 is what ?hash= is checked against.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, body),
    )
    routesAt(scope, api, { eventsPage, sportsTree }, false)
    scope.register(async (proxied) => routesAt(proxied, api, { eventsPage, sportsTree }, true), {
      prefix: proxyPrefix,
    })
  })
}

/** The reads that many bettors make at once, shared while under way (shared-reads.ts). */
interface SharedPages {
  eventsPage(
    query: EventsQuery,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<FastifyReply>
  sportsTree(): Promise<SportsTree>
}

function routesAt(
  app: FastifyInstance,
  api: ApiContext,
  { eventsPage, sportsTree }: SharedPages,
  alias: boolean,
): void {
  const { db } = api
  const options = alias ? { alias: true as const } : {}

  serve(app, api, getEvents, (request, reply) => eventsPage(request.query, request, reply), options)

  serve(
    app,
    api,
    sendEventsQuery,
    async (request, reply) => {
      if (md5(request.body) !== request.query.hash)
        return sendError(reply, 400, 'invalid-request', 'hash must be the md5 of the body')
      const read = readQueryText(formFields(request.body))
      if (!read.value) return sendError(reply, 400, 'invalid-request', `${read.error?.message}`)
      return eventsPage(read.value, request, reply)
    },
    options,
  )

  serve(
    app,
    api,
    getEvent,
    async (request, reply) => {
      const { id } = request.params
      const { seq, value } = await readAtBatch(db, (tx) =>
        queryEvents(tx, { ids: [id], eventsPerPage: 1 }),
      )
      const [event] = value.events
      return event ? { ...event, seq } : sendError(reply, 404, 'unknown-event', `no event ${id}`)
    },
    options,
  )

  serve(
    app,
    api,
    getMarket,
    async (request, reply) => {
      const { id } = request.params
      const { markets, outcomes } = await readMarketRecords(db, { marketIds: [id] })
      const [market] = markets
      if (!market) return sendError(reply, 404, 'unknown-market', `no market ${id}`)
      return withOutcomes(market, byId(outcomes))
    },
    options,
  )

  serve(
    app,
    api,
    getMarkets,
    async (request) => {
      const { ids, includePrices } = request.query
      const records = await readMarketRecords(db, {
        marketIds: ids,
        statuses: ['open', 'suspended'],
      })
      const outcomes = byId(records.outcomes)
      const found = new Map(records.markets.map((market) => [market.id, market]))
      const markets = [...new Set(ids)].flatMap((id) => {
        const market = found.get(id)
        if (!market?.outcomeIds.some((outcomeId) => outcomes.has(outcomeId))) return []
        return [includePrices === false ? market : withOutcomes(market, outcomes)]
      })
      return { markets }
    },
    options,
  )

  serve(
    app,
    api,
    getOddsLadder,
    async (request, reply) => {
      const { overrideBrand } = request.query
      const brandId = overrideBrand ?? api.brands.brandOf(request)
      const known =
        brandId !== undefined &&
        (await db.query('select 1 from brands where id = $1', [brandId])).length > 0
      if (!known)
        return sendError(
          reply,
          404,
          'unknown-brand',
          `no brand ${brandId ?? request.headers.brand}`,
        )
      const { version } = request.params
      const ladder = await readOddsLadder(db, version, brandId)
      return ladder ?? sendError(reply, 404, 'unknown-ladder', `no odds ladder version ${version}`)
    },
    options,
  )

  serve(app, api, getSportsTree, sportsTree, options)
}

/** A form-encoded body as fields; a field given twice is a list, which the query schema refuses. */
function formFields(body: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {}
  for (const [key, value] of new URLSearchParams(body)) {
    const earlier = fields[key]
    fields[key] = earlier === undefined ? value : [earlier, value].flat()
  }
  return fields
}

function byId(outcomes: readonly Outcome[]): Map<string, Outcome> {
  return new Map(outcomes.map((outcome) => [outcome.id, outcome]))
}
