// JSON bodies read with Fastify's own parser, then refused when nested past any request's need.
// Whatever reads a body after this (a route's schema, a check that stringifies it, the database's
// jsonb) may walk it recursively: a body thousands of levels deep overflowed the stack there, a
// 500 on whichever route walked it. Refused at the door, it is a 400 on every route.

import type { FastifyInstance, FastifyRequest } from 'fastify'

/** Far past any body the API reads (the deepest, a brand's settings, is about 5 levels). */
export const deepestBody = 32

/** Whether a parsed JSON value nests arrays and objects more than `limit` levels deep. */
export function nestedDeeperThan(value: unknown, limit: number): boolean {
  // Walked with a list of its own, not recursively: the walk must not overflow the stack either.
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }]
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value !== 'object' || next.value === null) continue
    const depth = next.depth + 1
    if (depth > limit) return true
    for (const child of Object.values(next.value)) pending.push({ value: child, depth })
  }
  return false
}

export function readJsonBodies(app: FastifyInstance): void {
  // Fastify's own parser answers through its callback (its type also allows a promise).
  const parse = app.getDefaultJsonParser('error', 'error') as (
    request: FastifyRequest,
    text: string | Buffer,
    done: (error: Error | null, body?: unknown) => void,
  ) => void
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text, done) =>
    parse(request, text, (error, body) => {
      if (error) return done(validJson(text) ? prototypeKeyError() : error)
      if (!nestedDeeperThan(body, deepestBody)) return done(null, body)
      done(
        Object.assign(new Error(`the body is nested more than ${deepestBody} levels deep`), {
          statusCode: 400,
        }),
      )
    }),
  )
}

/** Whether the text parses as JSON: Fastify's parser refuses one that names a prototype too. */
function validJson(text: string | Buffer): boolean {
  try {
    // Fastify's parser takes a byte-order mark before the JSON; JSON.parse does not.
    JSON.parse(String(text).replace(/^\uFEFF/, ''))
    return true
  } catch {
    return false
  }
}

// Fastify's parser refuses __proto__ and constructor.prototype keys (they would reach an object's
// prototype) under the same words as broken JSON; the sender is told which it was.
const prototypeKeyError = () =>
  Object.assign(new Error('the body names __proto__ or constructor.prototype, which are refused'), {
    statusCode: 400,
  })
