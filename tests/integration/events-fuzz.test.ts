// A fuzz of the events and markets endpoints, driven by their schemas: each query field gets
// values of its own type, boundary values and hostile ones (huge numbers, negatives, unicode, very
// long lists, injection strings). Whatever is sent, the answer is never a 5xx: a 200 the response
// schema accepts, or a 4xx with a reason. Runs on in-memory PGlite, and on PostgreSQL when
// DATABASE_URL is set.

import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  eventResponseSchema,
  eventsQuerySchema,
  eventsResponseSchema,
  marketResponseSchema,
  marketsQuerySchema,
  marketsResponseSchema,
  oddsLadderQuerySchema,
  oddsLadderResponseSchema,
  sportsTreeSchema,
} from '../../domain/api/events.ts'
import { type AnySchema, parse } from '../../domain/api/schema.ts'
import { md5 } from '../../domain/rules/md5.ts'
import { fixtureEvents } from '../../server/catalogue/catalogue-fixture.ts'
import { storeEvents } from '../../server/catalogue/catalogue-records.ts'
import { jsonSchemaOf } from '../../server/http/route-schema.ts'
import { type RunningServer, startServer } from '../../server/server.ts'

let server: RunningServer

beforeAll(async () => {
  server = await startServer({ databaseUrl: process.env.DATABASE_URL, feed: null })
  const fixture = fixtureEvents({ events: 24, marketsPerEvent: 6, now: new Date() })
  await server.db.transaction((tx) => storeEvents(tx, fixture))
})
afterAll(() => server?.close())

const hostile = fc.constantFrom(
  '',
  ' ',
  '-1',
  '0',
  '-0',
  '1.5',
  '0x10',
  '1e309',
  '9'.repeat(400),
  String(Number.MAX_SAFE_INTEGER + 2),
  'NaN',
  'Infinity',
  'null',
  '__proto__',
  "' or 1=1 --",
  '1); drop table events; --',
  '$1',
  '%',
  '\u0000',
  '\ud800',
  'Ωμέγα ≈ ç √',
  '😀'.repeat(60),
  'a,'.repeat(700),
  Array.from({ length: 600 }, (_, i) => i).join(','),
  '2026-02-30',
  '2026-11-23T25:61',
  '9999-12-31T23:59:59+14:00',
  '9999-12-31T23:59:59-14:00',
  '9999-12-31',
  '2999-12-31',
  '1900-01-01',
  'fx1,fx2,fx3',
  'fx1-m1',
)

/** Well-formed text for the fields whose type is text: lists, dates, statuses, a brand. */
const textSamples: Record<string, string[]> = {
  ids: ['fx1,fx2,fx5', 'fx9', 'fx1-m1,fx3-m2,nope'],
  eventPathIds: ['1,2,10010', '91'],
  marketTypeIds: ['MRES,MT2', 'OUTR'],
  marketStatus: ['OPEN', 'SUSPENDED,OPEN'],
  dateFrom: ['2026-01-01', '2026-11-23T18:00:00Z'],
  dateTo: ['2030-12-31', '2031-01-01T00:00:00+01:00'],
  overrideBrand: ['demo'],
}

/** A value a field of this JSON Schema type takes, within its bounds. */
function validValue(key: string, property: Record<string, unknown>): fc.Arbitrary<string> {
  if (Array.isArray(property.enum)) return fc.constantFrom(...property.enum.map(String))
  if (property.type === 'boolean') return fc.constantFrom('true', 'false')
  if (property.type === 'number' || property.type === 'integer') {
    const min = typeof property.minimum === 'number' ? property.minimum : -1_000
    const max = typeof property.maximum === 'number' ? property.maximum : 1_000
    return fc.integer({ min, max: Math.min(max, 1_000) }).map(String)
  }
  return fc.constantFrom(...(textSamples[key] ?? ['x']))
}

/** A value that may be out of bounds, of another type, or hostile. */
function anyValue(key: string, property: Record<string, unknown>): fc.Arbitrary<string> {
  return fc.oneof(
    validValue(key, property),
    fc.integer({ min: -5, max: 2 ** 40 }).map(String),
    fc.string({ maxLength: 40 }),
    hostile,
  )
}

/**
 * Query strings made from a schema's fields: half of them well-formed throughout (they reach the
 * database), half with any field out of bounds or hostile, or with an unknown field added.
 */
function queryOf(schema: AnySchema): fc.Arbitrary<string> {
  const properties = (jsonSchemaOf(schema).properties ?? {}) as Record<
    string,
    Record<string, unknown>
  >
  const fieldsOf = (value: typeof validValue) =>
    fc.record(
      Object.fromEntries(
        Object.entries(properties).map(([key, property]) => [key, value(key, property)]),
      ),
      { requiredKeys: [] },
    )
  const hostileQuery = fc
    .tuple(fieldsOf(anyValue), fc.option(hostile))
    .map(([chosen, junk]) =>
      junk === null ? chosen : { ...chosen, [junk.slice(0, 20) || 'x']: junk },
    )
  return fc
    .oneof(fieldsOf(validValue), hostileQuery)
    .map((chosen) => new URLSearchParams(chosen as Record<string, string>).toString())
}

/** Every byte percent-escaped: a lone surrogate goes as U+FFFD, as a browser would send it. */
const escaped = (text: string) =>
  [...new TextEncoder().encode(text)]
    .map((byte) => `%${byte.toString(16).padStart(2, '0')}`)
    .join('')

/** Raw path segments no encoder would make: broken escapes, dot segments, a slash. */
const rawSegment = fc.constantFrom('%', '%E0%A4%A', '%zz', '..', '.', 'a%2Fb', '%00', '%C0%AF')

const pathSegment = fc.oneof(
  hostile,
  fc.string({ maxLength: 30 }),
  fc.constantFrom('fx1', 'fx1-m1', '1'),
)

async function answer(path: string, ok: AnySchema, init?: RequestInit): Promise<void> {
  const response = await fetch(`${server.url}${path}`, init)
  statuses.add(response.status)
  const text = await response.text()
  expect(response.status, `${init?.method ?? 'GET'} ${path}: ${text.slice(0, 300)}`).toBeLessThan(
    500,
  )
  const body = JSON.parse(text)
  if (response.status === 200) {
    const read = parse(ok, body)
    expect(read.ok, `${path}: ${read.ok ? '' : read.reason}`).toBe(true)
  } else {
    expect(typeof body.message, path).toBe('string')
  }
}

/** The statuses answered so far: a fuzz that never reaches a 200 tests the validator only. */
const statuses = new Set<number>()

const runs = { numRuns: 120 }
const prefix = fc.constantFrom('', '/m/nextapi')

describe('events and markets endpoints under fuzzing: never a 5xx', () => {
  it('GET /xapi/rest/events', async () => {
    await fc.assert(
      fc.asyncProperty(prefix, queryOf(eventsQuerySchema), (at, query) =>
        answer(`${at}/xapi/rest/events?${query}`, eventsResponseSchema),
      ),
      runs,
    )
    expect([...statuses].sort()).toEqual([200, 400])
  })

  it('reads a number in the query in decimal digits only: hex, exponents and signs are 400', async () => {
    const asked = async (value: string) => {
      const response = await fetch(
        `${server.url}/xapi/rest/events?eventsPerPage=${encodeURIComponent(value)}`,
      )
      return { status: response.status, body: (await response.json()) as { message?: string } }
    }
    expect((await asked('2')).status).toBe(200)
    for (const written of ['0x2', '2e0', '+2', ' 2', '2 ']) {
      const refused = await asked(written)
      expect(refused.status, written).toBe(400)
      expect(refused.body.message, written).toContain('eventsPerPage')
    }
  })

  it('names a field given twice in the query as such, not as a wrong type', async () => {
    for (const query of [
      'eventsPerPage=2&eventsPerPage=3',
      'marketStatus=OPEN&marketStatus=SUSPENDED',
    ]) {
      const response = await fetch(`${server.url}/xapi/rest/events?${query}`)
      expect(response.status, query).toBe(400)
      const field = query.split('=')[0]
      expect(await response.json(), query).toEqual({
        code: 'invalid-request',
        message: `${field} is given more than once: give it once`,
      })
    }
  })

  it('POST /xapi/rest/events?hash=, with the right hash or not', async () => {
    await fc.assert(
      fc.asyncProperty(
        queryOf(eventsQuerySchema),
        fc.oneof(fc.constant(undefined), hostile),
        fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/json'),
        (query, wrongHash, type) =>
          answer(
            `/xapi/rest/events?hash=${escaped(wrongHash ?? md5(query))}`,
            eventsResponseSchema,
            { method: 'POST', headers: { 'content-type': type }, body: query },
          ),
      ),
      runs,
    )
  })

  it('GET /xapi/rest/events/{id} and /xapi/rest/markets/{id}', async () => {
    await fc.assert(
      fc.asyncProperty(prefix, pathSegment, async (at, id) => {
        await answer(`${at}/xapi/rest/events/${escaped(id)}`, eventResponseSchema)
        await answer(`${at}/xapi/rest/markets/${escaped(id)}`, marketResponseSchema)
      }),
      runs,
    )
    await fc.assert(
      fc.asyncProperty(prefix, rawSegment, async (at, raw) => {
        await answer(`${at}/xapi/rest/events/${raw}`, eventResponseSchema)
        await answer(`${at}/xapi/rest/markets/${raw}`, marketResponseSchema)
      }),
      runs,
    )
  })

  it('GET /xapi/rest/markets?ids=&includePrices=', async () => {
    await fc.assert(
      fc.asyncProperty(queryOf(marketsQuerySchema), (query) =>
        answer(`/xapi/rest/markets?${query}`, marketsResponseSchema),
      ),
      runs,
    )
  })

  it('GET /xapi/rest/oddsLadderAndMargins/{version}', async () => {
    await fc.assert(
      fc.asyncProperty(pathSegment, queryOf(oddsLadderQuerySchema), (version, query) =>
        answer(
          `/xapi/rest/oddsLadderAndMargins/${escaped(version)}?${query}`,
          oddsLadderResponseSchema,
        ),
      ),
      runs,
    )
  })

  it('GET /xapi/rest/sports/tree, whatever the query string carries', async () => {
    await fc.assert(
      fc.asyncProperty(queryOf(eventsQuerySchema), (query) =>
        answer(`/xapi/rest/sports/tree?${query}`, sportsTreeSchema),
      ),
      { numRuns: 30 },
    )
  })
})
