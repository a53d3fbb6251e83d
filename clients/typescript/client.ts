// A typed client of the sportsbook's API for an operator's own front end: openapi-fetch over the
// types generated from the OpenAPI document (schema.ts), so a path, its parameters, its body
// and each answer's shape, error codes included, are checked by the compiler.

import createClient, { type Client } from 'openapi-fetch'
import type { components, paths } from './schema'

export type { components, operations, paths } from './schema'

/** The body of every refusal: a code the operation lists and a message for the bettor. */
export type ApiError = components['schemas']['Error']

export interface ClientOptions {
  /** The API's origin: https://sportsbook.example. */
  baseUrl: string
  /** The brand every call is for (the brand header); the host's brand without it. */
  brand?: string
  /** The player's token, read at each call so that a login or a logout takes effect at once. */
  token?: () => string | undefined
  fetch?: typeof fetch
}

export function createSportsbookClient(options: ClientOptions): Client<paths> {
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    ...(options.brand ? { headers: { brand: options.brand } } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  })
  client.use({
    onRequest({ request }) {
      const token = options.token?.()
      if (token && !request.headers.has('authorization'))
        request.headers.set('authorization', `Bearer ${token}`)
      return request
    },
  })
  return client
}
