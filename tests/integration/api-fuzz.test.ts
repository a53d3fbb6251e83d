// A fuzz of the whole HTTP API, driven by the live OpenAPI document of a started server: every
// operation it lists (whoever added it) is called with random path parameters, query strings and
// bodies, a few well-formed by the schema, most not (wrong types, missing fields, huge strings,
// odd unicode, repeated keys, broken JSON), with and without a valid token. Whatever is sent, the
// answer is never a 5xx, and every 4xx carries a JSON { code, message }.
//
// The token is a session of a player made for this test (on the demo brand, with its own
// account), so the bets and payments the fuzz manages to make touch no one else's balance when
// the tests share one PostgreSQL (DATABASE_URL). The development endpoints and the operator's
// (/admin/, /ops/, called with the operator key) are fuzzed only on an in-memory database of the
// test's own: on a shared one they would change other tests' brands.
// Its requests come from an address of its own on the loopback network (127.x.y.z), so the
// hundreds of login attempts it makes spend its own per-address login budget, not that of the
// other tests calling from 127.0.0.1, and it names no demo player in its logins, so it locks
// none of them out.

import { randomInt, randomUUID } from 'node:crypto'
import { request as httpRequest } from 'node:http'
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../../server/auth/passwords.ts'
import { createSessionService } from '../../server/auth/sessions.ts'
import { createTokenService } from '../../server/auth/tokens.ts'
import { type RunningServer, startServer } from '../../server/server.ts'
import { needsPlayersToken, withComponentsInline } from '../support/contract-routes.ts'

type Schema = Record<string, unknown>

interface Parameter {
  name: string
  in: 'path' | 'query' | 'header' | 'cookie'
  required?: boolean
  schema?: Schema
}

interface Operation {
  method: string
  path: string
  parameters: Parameter[]
  /** Content type to the body's schema. */
  bodies: Record<string, Schema>
  authenticated: boolean
  /** The brand a well-formed call names: the wallet's calls are the wallet brand's. */
  brand: string
  /** An operator's call (/admin/, /ops/figures): its token is the operator key. */
  admin: boolean
}

const sharedDatabase = process.env.DATABASE_URL !== undefined
const adminKey = `fuzz-operator-key-${randomUUID()}`
const server: RunningServer = await startServer({
  feed: null,
  databaseUrl: process.env.DATABASE_URL,
  devEndpoints: !sharedDatabase,
  ...(sharedDatabase ? {} : { adminKey }),
})
afterAll(() => server.close())

const document = withComponentsInline(
  (await (await fetch(`${server.url}/docs/openapi.json`)).json()) as {
    paths: Record<string, Record<string, Schema>>
    components?: { schemas?: object }
  },
)

const operations: Operation[] = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods)
    .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
    .map(([method, operation]) => {
      const content = ((operation.requestBody as Schema | undefined)?.content ?? {}) as Record<
        string,
        { schema?: Schema }
      >
      return {
        method: method.toUpperCase(),
        path,
        parameters: (operation.parameters ?? []) as Parameter[],
        bodies: Object.fromEntries(
          Object.entries(content).map(([type, media]) => [type, media.schema ?? {}]),
        ),
        authenticated: needsPlayersToken(operation.security as Record<string, unknown>[]),
        brand: ((operation.tags ?? []) as string[]).includes('Operator-hosted wallet')
          ? 'wallet'
          : 'demo',
        admin: ((operation.tags ?? []) as string[]).includes('Admin'),
      }
    }),
)

// The fuzz's own players, one of the demo brand and one of the wallet brand (whose calls take a
// wallet session): their names, accounts and tokens are the well-formed values of the path
// parameters that name a player, so authenticated calls get past the ownership check too.
const id = randomUUID().slice(0, 12)
const playerOf = (brandId: string) => ({
  playerId: `p-fuzz-${brandId}-${id}`,
  accountId: `a-fuzz-${brandId}-${id}`,
  username: `fuzz-${id}`,
  brandId,
})
const player = playerOf('demo')
const walletPlayer = playerOf('wallet')
const password = 'fuzz-password-1'
const passwordHash = await hashPassword(password)
await server.db.transaction(async (tx) => {
  for (const [each, currency] of [
    [player, 'EUR'],
    [walletPlayer, 'GBP'],
  ] as const) {
    await tx.query(
      `insert into players (id, brand_id, username, password_hash, email, first_name, currency,
         terms_accepted)
       values ($1, $2, $3, $4, $5, 'Fuzz', $6, (select terms_version from brands where id = $2))`,
      [
        each.playerId,
        each.brandId,
        each.username,
        passwordHash,
        `${each.username}@example.com`,
        currency,
      ],
    )
    await tx.query(
      'insert into accounts (id, player_id, currency, balance) values ($1, $2, $3, $4)',
      [each.accountId, each.playerId, currency, 100_000],
    )
  }
})
const sessions = createSessionService(server.db, await createTokenService(server.db))

/**
 * A fresh token for each operation: one the fuzz logs out or ends is not used again. The
 * operator's calls take the operator key.
 */
const freshToken = async (operation: Operation) =>
  operation.admin
    ? adminKey
    : operation.brand === 'wallet'
      ? (await sessions.open(server.db, walletPlayer, 'wallet')).token
      : (await sessions.open(server.db, player)).token

const hostileText = fc.constantFrom(
  '',
  ' ',
  '-1',
  '0',
  '1e309',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  "' or 1=1 --",
  '$1',
  '%',
  '%00',
  '\u0000',
  '\ud800',
  '\u202e\u0635\u0648\u0631\u0629',
  'Ωμέγα ≈ ç √',
  '😀'.repeat(40),
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  'x'.repeat(5000),
  '9'.repeat(400),
)

/** Well-formed values by field or parameter name, where a random string would rarely be one. */
const knownValues: Record<string, readonly unknown[]> = {
  // Never a demo player's name: the fuzz's wrong passwords would lock them out of other tests.
  username: [player.username],
  password: [password],
  accountId: [player.accountId],
  playerId: [player.playerId],
  lang: ['en', 'id'],
  l: ['en', 'de'],
  adId: ['jackpot_banner', 'welcome-offer', 'jackpot_bets'],
  path: ['crown-casino'],
  '*': ['brands/demo/logo.svg', 'brands/wallet/adverts/jackpot-banner.svg', 'en/sports'],
  version: ['1', 'terms-2026-10'],
  id: ['1001', '1001-1x2'],
  outcomeId: ['1001-1x2-1', '1002-1x2-X'],
  ids: ['1001,1002', '1001-1x2'],
  currency: ['EUR'],
  host: ['localhost', 'gateway.localhost'],
  brandId: ['demo', 'gateway'],
  name: ['page.load', 'Fuzz'],
  email: ['fuzz@example.com'],
  code: ['123456'],
  answer: ['komodo'],
  uuid: [randomUUID()],
  c: ['mobile', 'desktop'],
  dateFrom: ['2026-01-01', '2026-11-23T18:00:00Z'],
  dateTo: ['2030-12-31'],
  from: ['2026-01-01'],
  to: ['2030-12-31'],
  eventPathIds: ['1,2,10010'],
  marketTypeIds: ['MRES'],
  marketStatus: ['OPEN', 'SUSPENDED,OPEN'],
  overrideBrand: ['demo'],
}

const known = (name: string): fc.Arbitrary<unknown> | undefined => {
  const values = knownValues[name]
  return values ? fc.constantFrom(...values) : undefined
}

/** A value of a JSON Schema (as @valibot/to-json-schema writes them), mostly within its bounds. */
function valid(schema: Schema, name = '', depth = 0): fc.Arbitrary<unknown> {
  const named = known(name)
  if (named && (schema.type === 'string' || schema.type === undefined))
    return fc.oneof(
      { weight: 3, arbitrary: named },
      { weight: 1, arbitrary: plain(schema, name, depth) },
    )
  return plain(schema, name, depth)
}

function plain(schema: Schema, name: string, depth: number): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const)
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]))
  const options = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined
  if (options?.length) return fc.oneof(...options.map((option) => valid(option, name, depth)))
  const all = schema.allOf as Schema[] | undefined
  if (all?.length) return valid(Object.assign({}, ...all), name, depth)
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  switch (type) {
    case 'string': {
      const minLength = Number(schema.minLength ?? 0)
      const maxLength = Math.min(Number(schema.maxLength ?? 40), minLength + 40)
      return fc.string({ minLength, maxLength, unit: 'grapheme' })
    }
    case 'integer':
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : -1_000
      const max = typeof schema.maximum === 'number' ? schema.maximum : Math.max(min, 0) + 100_000
      return type === 'integer'
        ? fc.integer({ min: Math.ceil(min), max: Math.floor(Math.min(max, 2 ** 40)) })
        : fc.double({ min, max: Math.min(max, 2 ** 40), noNaN: true, noDefaultInfinity: true })
    }
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array': {
      if (depth > 3) return fc.constant([])
      const minItems = Number(schema.minItems ?? 0)
      const maxItems = Math.min(Number(schema.maxItems ?? 4), minItems + 4)
      return fc.array(valid((schema.items as Schema) ?? {}, name, depth + 1), {
        minLength: minItems,
        maxLength: maxItems,
      })
    }
    case 'object': {
      if (depth > 3) return fc.constant({})
      const properties = (schema.properties ?? {}) as Record<string, Schema>
      const required = (schema.required ?? []) as string[]
      if (Object.keys(properties).length === 0)
        return fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 1 }), {
          maxKeys: 4,
        })
      return fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([key, property]) => [
            key,
            valid(property, key, depth + 1),
          ]),
        ),
        { requiredKeys: required.filter((key) => key in properties) },
      )
    }
    default:
      return fc.jsonValue({ maxDepth: 2 })
  }
}

/** Anything at all in place of a value: another type, a hostile string, a huge one. */
const wrong: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.nat({ max: 300_000 }).map((length) => 'y'.repeat(length)),
)

/** A body of the schema with one field broken: dropped, of another type, or an extra one. */
function malformed(schema: Schema): fc.Arbitrary<unknown> {
  const properties = Object.keys((schema.properties ?? {}) as Record<string, Schema>)
  const mutate = fc
    .tuple(valid(schema), fc.constantFrom('drop', 'retype', 'extra', 'proto'), wrong)
    .map(([value, how, replacement]) => {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return replacement
      const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) }
      const key =
        properties[Math.abs(JSON.stringify(replacement ?? '').length) % (properties.length || 1)]
      if (how === 'drop' && key) delete copy[key]
      else if (how === 'retype' && key) copy[key] = replacement
      else if (how === 'proto')
        return JSON.parse(`{"__proto__": {"polluted": true}, "constructor": {"prototype": 1}}`)
      else copy[`extra-${typeof replacement}`] = replacement
      return copy
    })
  return fc.oneof(mutate, wrong)
}

/** A request body as sent: JSON of a value, text that is not JSON, or a form. */
function bodyOf(
  operation: Operation,
  wellFormed: boolean,
): fc.Arbitrary<{ type: string; text: string } | undefined> {
  // A GET carries no body (fetch cannot send one).
  if (operation.method === 'GET') return fc.constant(undefined)
  const entries = Object.entries(operation.bodies)
  if (entries.length === 0)
    return wellFormed
      ? fc.constant(undefined)
      : sometimes(
          fc.record({
            type: fc.constant('application/json'),
            text: wrong.map((value) => JSON.stringify(value) ?? ''),
          }),
          2,
        ).map((body) => body ?? undefined)
  return fc.oneof(
    ...entries.map(([type, schema]) => {
      const value = wellFormed
        ? valid(schema)
        : fc.oneof(
            { weight: 1, arbitrary: valid(schema) },
            { weight: 3, arbitrary: malformed(schema) },
          )
      const json = value.map((item) => JSON.stringify(item) ?? 'null')
      const text = !type.includes('json')
        ? value.map(formText)
        : wellFormed
          ? json
          : fc.oneof(
              { weight: 5, arbitrary: json },
              {
                weight: 1,
                arbitrary: fc.constantFrom(
                  '{',
                  '{"a":',
                  'nul',
                  '[1,]',
                  '\u0000',
                  '',
                  '1e999',
                  '"\\ud800"',
                ),
              },
            )
      return fc.record({
        // Sometimes a type the body is not: JSON sent as a form and the other way round.
        type: wellFormed
          ? fc.constant(type)
          : fc.oneof(
              { weight: 4, arbitrary: fc.constant(type) },
              {
                weight: 1,
                arbitrary: fc.constantFrom(
                  'application/json',
                  'application/x-www-form-urlencoded',
                  'text/plain',
                  'application/octet-stream',
                ),
              },
            ),
        text,
      })
    }),
  )
}

/**
 * A value as a form body: an object's fields, a list as its JSON, anything else as its text. A
 * list's own text would join its items' texts, and fast-check makes objects with no prototype,
 * which have none.
 */
function formText(item: unknown): string {
  if (item === null || typeof item !== 'object') return String(item)
  if (Array.isArray(item)) return JSON.stringify(item)
  return new URLSearchParams(
    Object.entries(item as Record<string, unknown>).map(([key, inner]) => [
      key,
      typeof inner === 'string' ? inner : (JSON.stringify(inner) ?? ''),
    ]),
  ).toString()
}

/**
 * Text of a parameter value: well-formed, or anything, up to 2,000 characters: a URL longer than
 * the server's 16 KB of headers is refused by Node's parser before the server sees it.
 */
const textOf = (value: unknown) =>
  (typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value))).slice(0, 2000)

function parameterValue(parameter: Parameter): fc.Arbitrary<string> {
  const schema = parameter.schema ?? {}
  return fc.oneof(
    { weight: 2, arbitrary: valid(schema, parameter.name).map(textOf) },
    { weight: 2, arbitrary: wrong.map(textOf) },
  )
}

/** Every byte percent-escaped, so any text makes a path segment. */
const escaped = (text: string) =>
  [...new TextEncoder().encode(text)]
    .map((byte) => `%${byte.toString(16).padStart(2, '0')}`)
    .join('')

interface Call {
  url: string
  init: RequestInit
}

/** An arbitrary that is null (left out) weight times out of weight + 1. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>, weight: number) =>
  fc.oneof({ weight, arbitrary: fc.constant(null) }, { weight: 1, arbitrary })

/**
 * Calls to an operation: a third well-formed throughout (valid parameters and body, a known
 * brand, the valid token), so the fuzz reaches the handlers; the rest anything at all.
 */
function callOf(operation: Operation): fc.Arbitrary<Call> {
  return fc.oneof(
    { weight: 1, arbitrary: callsOf(operation, true) },
    { weight: 2, arbitrary: callsOf(operation, false) },
  )
}

function callsOf(operation: Operation, wellFormed: boolean): fc.Arbitrary<Call> {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path')
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query')
  const value = (parameter: Parameter) =>
    wellFormed
      ? valid(parameter.schema ?? {}, parameter.name).map(textOf)
      : parameterValue(parameter)
  const segments = fc.record(
    Object.fromEntries(pathParameters.map((parameter) => [parameter.name, value(parameter)])),
  )
  const query = fc.record(
    Object.fromEntries(queryParameters.map((parameter) => [parameter.name, value(parameter)])),
    {
      requiredKeys: wellFormed
        ? queryParameters
            .filter((parameter) => parameter.required)
            .map((parameter) => parameter.name)
        : [],
    },
  )
  const junkQuery = wellFormed
    ? fc.constant(null)
    : sometimes(fc.tuple(fc.string({ maxLength: 10 }), hostileText), 3)
  // A key twice reads as a list: a query schema must refuse it, not fail on it.
  const repeated = wellFormed
    ? fc.constant(null)
    : sometimes(fc.constantFrom(...queryParameters.map((parameter) => parameter.name), 'l'), 4)
  const headers = fc.record({
    brand: wellFormed
      ? fc.constantFrom(operation.brand === 'demo' ? null : operation.brand, operation.brand)
      : fc.constantFrom(null, null, 'demo', 'demo', 'gateway', 'wallet', 'nobody', ''),
    auth: wellFormed
      ? fc.constant('valid')
      : fc.constantFrom('valid', 'valid', 'valid', 'none', 'forged', 'garbage'),
  })
  return fc
    .tuple(segments, query, junkQuery, repeated, bodyOf(operation, wellFormed), headers)
    .map(([values, chosen, junk, twice, body, { brand, auth }]) => {
      const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
        const value = String(values[name] ?? 'x')
        // The image path keeps its slashes: it names a file under public/.
        return name === '*' ? value.split('/').map(escaped).join('/') : escaped(value)
      })
      const search = new URLSearchParams(chosen as Record<string, string>)
      if (junk) search.append(junk[0] || 'x', junk[1])
      if (twice) search.append(twice, 'again')
      const headers: Record<string, string> = {}
      if (brand !== null) headers.brand = brand
      if (auth === 'forged')
        headers.authorization = 'Bearer eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..x.y.z'
      if (auth === 'garbage') headers.authorization = 'Basic Zm9vOmJhcg=='
      if (auth === 'valid') headers.authorization = 'Bearer {token}'
      if (body) headers['content-type'] = body.type
      const queryText = search.toString()
      return {
        url: `${path}${queryText ? `?${queryText}` : ''}`,
        init: { method: operation.method, headers, ...(body ? { body: body.text } : {}) },
      }
    })
}

const statusesByOperation = new Map<string, Set<number>>()

/** This run's own loopback address (Linux routes all of 127.0.0.0/8 to the loopback). */
const localAddress = `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(2, 255)}`

/** One request from localAddress: its status and its body as text. */
function exchange(
  url: string,
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
): Promise<{ status: number; text: string }> {
  const bytes = body === undefined ? undefined : Buffer.from(body)
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      {
        method,
        localAddress,
        headers: bytes ? { ...headers, 'content-length': String(bytes.length) } : headers,
      },
      (incoming) => {
        const chunks: Buffer[] = []
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
        )
        incoming.on('error', reject)
      },
    )
    outgoing.on('error', reject)
    outgoing.end(bytes)
  })
}

async function send(operation: Operation, call: Call, token: string): Promise<void> {
  const headers = { ...(call.init.headers as Record<string, string>) }
  if (headers.authorization === 'Bearer {token}') headers.authorization = `Bearer ${token}`
  const response = await exchange(
    `${server.url}${call.url}`,
    operation.method,
    headers,
    call.init.body as string | undefined,
  )
  const text = response.text
  const label = `${operation.method} ${call.url.slice(0, 300)} (${headers['content-type'] ?? 'no body'}): ${text.slice(0, 300)}`
  const seen = statusesByOperation.get(`${operation.method} ${operation.path}`) ?? new Set()
  seen.add(response.status)
  statusesByOperation.set(`${operation.method} ${operation.path}`, seen)
  expect(response.status, label).toBeLessThan(500)
  if (response.status >= 400) {
    let body: unknown
    expect(() => {
      body = JSON.parse(text)
    }, label).not.toThrow()
    expect(body, label).toMatchObject({ code: expect.any(String), message: expect.any(String) })
  }
}

// Modest: the whole fuzz (some sixty operations) keeps within about a minute.
const numRuns = Number(process.env.API_FUZZ_RUNS ?? 60)

describe('the whole API under fuzzing, from /docs/openapi.json: never a 5xx, every 4xx { code, message }', () => {
  it('the document lists the operations of every area', () => {
    const tags = new Set(
      Object.values(document.paths).flatMap((methods) =>
        Object.values(methods).flatMap((operation) => (operation.tags ?? []) as string[]),
      ),
    )
    expect(operations.length).toBeGreaterThan(20)
    for (const tag of ['Other', 'Events and markets', 'Player API']) expect(tags).toContain(tag)
  })

  // A login's runs each hash a password on purpose (scrypt): 17 s on an idle machine, and past
  // 60 s beside the end-to-end tests on two cores. A guard against a hang, not a measure.
  for (const operation of operations)
    it(`${operation.method} ${operation.path}`, async () => {
      const token = await freshToken(operation)
      await fc.assert(
        fc.asyncProperty(callOf(operation), (call) => send(operation, call, token)),
        { numRuns },
      )
    }, 180_000)

  it('the fuzz gets past the validators: many operations answer a 2xx at least once', () => {
    const answered = [...statusesByOperation.values()].filter((statuses) =>
      [...statuses].some((status) => status >= 200 && status < 300),
    )
    const never = [...statusesByOperation]
      .filter(([, statuses]) => ![...statuses].some((status) => status >= 200 && status < 300))
      .map(([operation, statuses]) => `${operation}: ${[...statuses].sort().join(' ')}`)
    expect(answered.length, `never a 2xx:\n${never.join('\n')}`).toBeGreaterThan(
      operations.length / 3,
    )
    if (process.env.API_FUZZ_REPORT) console.log(never.join('\n'))
  })
})
