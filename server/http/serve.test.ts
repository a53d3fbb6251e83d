import Fastify, { type FastifySchema } from 'fastify'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { type Caller, operation } from '../../domain/api/operation.ts'
import { validatorCompiler } from './route-schema.ts'
import { serve } from './serve.ts'

const entry = <const C extends Caller>(caller: C) =>
  operation({
    operationId: `rename-${caller}`,
    method: 'PATCH',
    path: `/${caller}/things/{thingId}`,
    summary: 'Renames a thing',
    tags: ['Tests'],
    caller,
    params: v.object({ thingId: v.string() }),
    body: v.strictObject({ name: v.pipe(v.string(), v.minLength(1)) }),
    answers: { 200: v.object({ thingId: v.string(), name: v.string() }) },
    errors: { 400: ['invalid-request'] },
  })

/** An app with the server's request reading, and the schema each route was registered with. */
function app() {
  const server = Fastify()
  server.setValidatorCompiler(validatorCompiler)
  const schemas = new Map<string, FastifySchema | undefined>()
  server.addHook('onRoute', (route) => {
    schemas.set(route.url, route.schema)
  })
  return { server, schemas }
}

describe('serve', () => {
  it("answers at the entry's method and path, its parts read through the entry's schemas", async () => {
    const { server } = app()
    serve(server, undefined, entry('operator'), (request) => ({
      thingId: request.params.thingId,
      name: request.body.name,
    }))
    const renamed = await server.inject({
      method: 'PATCH',
      url: '/operator/things/t1',
      payload: { name: 'new' },
    })
    expect(renamed.statusCode).toBe(200)
    expect(renamed.json()).toEqual({ thingId: 't1', name: 'new' })
    const refused = await server.inject({
      method: 'PATCH',
      url: '/operator/things/t1',
      payload: { name: 'new', extra: 1 },
    })
    expect(refused.statusCode).toBe(400)
    expect((await server.inject({ method: 'PUT', url: '/operator/things/t1' })).statusCode).toBe(
      404,
    )
  })

  it('a JSON body sent as text/plain is told its content type, not that it is no object', async () => {
    const { server } = app()
    serve(server, undefined, entry('operator'), (request) => ({
      thingId: request.params.thingId,
      name: request.body.name,
    }))
    const refused = await server.inject({
      method: 'PATCH',
      url: '/operator/things/t1',
      headers: { 'content-type': 'text/plain' },
      payload: '{"name":"new"}',
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toMatch(/content-type: application\/json/)
  })

  it('documents the operator key, the feed key and the wallet session as bearer tokens', () => {
    const { server, schemas } = app()
    for (const caller of ['operator', 'feed', 'wallet', 'test-hook', 'anyone'] as const)
      serve(server, undefined, entry(caller), () => ({ thingId: 't', name: 'n' }))
    const security = (caller: string) =>
      (schemas.get(`/${caller}/things/:thingId`) as { security?: unknown }).security
    expect(security('operator')).toEqual([{ bearer: [] }])
    expect(security('feed')).toEqual([{ bearer: [] }])
    expect(security('wallet')).toEqual([{ bearer: [] }])
    expect(security('test-hook')).toBeUndefined()
    expect(security('anyone')).toBeUndefined()
  })

  it("refuses to serve a player's call without the sessions it is checked against", () => {
    const { server } = app()
    const sessionsMissing = undefined as never
    expect(() =>
      serve(server, sessionsMissing, entry('player'), () => ({ thingId: 't', name: 'n' })),
    ).toThrow(/rename-player is a player's call: it needs the sessions/)
  })
})
