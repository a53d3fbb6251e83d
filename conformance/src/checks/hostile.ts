// SPEC.md section 8 against hostile input, the repository's API fuzz driven from outside
// (tests/integration/api-fuzz.test.ts does it in-process, at random): every operation the
// document lists gets hostile path parameters, query values and bodies, with the bettor's token
// where it asks for one. Whatever is sent, no answer is a 5xx and every 4xx is a JSON
// { code, message }; a body that is not JSON, or not of its schema's type, is a 4xx.

import { labelOf, type Operation } from '../contract.ts'
import type { CallOptions, Exchange } from '../http.ts'
import { type Check, type Context, expect } from '../kit.ts'
import { readPlayers, type Session, sessionOf } from '../sessions.ts'

/**
 * Hostile text for a path segment, already percent-encoded: a NUL, an injection with a lone
 * surrogate and a right-to-left mark, a traversal, and one past any id's length.
 */
export const hostileSegments = [
  '%00',
  "'%20or%201%3D1%20--%ED%A0%80%E2%80%AE",
  '..%2F..%2Fetc%2Fpasswd',
  'x'.repeat(3000),
]

/** Hostile query values: empty, negative, past a double, and long with a NUL. */
export const hostileValues = ['', '-1', '1e309', `${'9'.repeat(400)}\u0000`]

/** A value of another type than the schema's, for each property of a body. */
export function wrongTyped(type: string): unknown {
  switch (type) {
    case 'string':
      return 12345
    case 'number':
    case 'integer':
      return 'not a number'
    case 'boolean':
      return 'yes'
    case 'array':
      return { not: 'a list' }
    case 'object':
      return ['not', 'an', 'object']
    default:
      return null
  }
}

/** Bodies that cannot be what an object schema asks: each must be refused with a 4xx. */
export function hostileBodies(schema: Record<string, unknown>): string[] {
  const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>
  const bodies = ['{', '[]', 'null', '"text"', '{"__proto__":{"polluted":true}}']
  // Only properties of one plain type: a union's (a number or null) has no one wrong value.
  const typed = Object.entries(properties).flatMap(([name, property]) =>
    typeof property.type === 'string' ? [[name, wrongTyped(property.type)]] : [],
  )
  if (typed.length > 0) bodies.push(JSON.stringify(Object.fromEntries(typed)))
  return bodies
}

/** A well-formed value for a path parameter: the bettor's own where it names a player. */
function pathValue(name: string, session: Session): string {
  if (/account|player/i.test(name) && !/username/i.test(name)) return session.accountId
  if (/username/i.test(name)) return session.username
  return 'conformance'
}

const fill = (operation: Operation, value: (name: string) => string) =>
  operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => value(name))

/** An answer the hostile input may get: never a 5xx, and an error's body is { code, message }. */
function expectRefusedWell(exchange: Exchange, mustRefuse: boolean, what: string) {
  expect(exchange.status < 500, `${what}: answered ${exchange.status}`, exchange)
  if (mustRefuse) expect(exchange.status >= 400, `${what}: taken (${exchange.status})`, exchange)
  if (exchange.status < 400) return
  const body = exchange.json as { code?: unknown; message?: unknown } | undefined
  expect(
    typeof body?.code === 'string' && typeof body.message === 'string',
    `${what}: a ${exchange.status} without a JSON { code, message }`,
    exchange,
  )
}

async function hostileCalls(context: Context, operation: Operation): Promise<void> {
  const session = await sessionOf(context, readPlayers(context.options.players).bettor)
  const own: CallOptions = operation.authenticated
    ? { token: session.token, brand: session.brand }
    : {}
  const wellFormedPath = fill(operation, (name) => encodeURIComponent(pathValue(name, session)))
  const hasPathParameters = wellFormedPath !== operation.path
  if (hasPathParameters)
    for (const segment of hostileSegments) {
      const answer = await context.client.call(
        operation.method,
        fill(operation, () => segment),
        own,
      )
      expectRefusedWell(answer, false, 'a hostile path parameter')
    }
  const query = operation.parameters.filter((parameter) => parameter.in === 'query')
  if (query.length > 0)
    for (const value of hostileValues) {
      const answer = await context.client.call(operation.method, wellFormedPath, {
        ...own,
        query: Object.fromEntries(query.map((parameter) => [parameter.name, value])),
      })
      expectRefusedWell(
        answer,
        false,
        `every query parameter ${JSON.stringify(value.slice(0, 20))}`,
      )
    }
  const json = Object.entries(operation.bodies).find(([type]) => /json/.test(type))?.[1]
  if (json?.type === 'object')
    for (const body of hostileBodies(json)) {
      const answer = await context.client.call(operation.method, wellFormedPath, {
        ...own,
        body,
        headers: { 'content-type': 'application/json' },
      })
      expectRefusedWell(
        answer,
        body !== '{"__proto__":{"polluted":true}}',
        `the body ${body.slice(0, 80)}`,
      )
    }
}

/**
 * Last in a run: a logout among them ends the session they share, and the brand-wide hooks
 * (settings, maintenance, live faults) are left alone, whose well-formed calls would change what
 * the other checks read. Operations the kit cannot authorise (the operator's) are fuzzed too.
 */
export function hostileChecks(context: Context): Check[] {
  const leftAlone = /^\/dev\/(brands|live-faults|partner|host)/
  return context.contract.operations
    .filter(
      (operation) => !leftAlone.test(operation.path) && operation.path !== '/docs/openapi.json',
    )
    .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'))
    .map(
      (operation): Check => ({
        section: '8',
        group: 'hostile',
        name: `${labelOf(operation)} with hostile input: 4xx with { code, message }, never 5xx`,
        run: (context) => hostileCalls(context, operation),
      }),
    )
}
