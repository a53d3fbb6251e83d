// GET /xapi/rest/events as SPEC.md section 5 has it sent: in the URL while the query string fits,
// as a form-encoded POST with ?hash= once it passes 2000 characters
// (domain/rules/events-request.ts), which a long list of ids does (a booked slip's events, a
// bettor's favourites). Every area that asks for events asks through this, so none can send a URL
// too long for a proxy to pass.

import {
  type EventsQueryInput,
  type EventsResponse,
  eventsResponseSchema,
} from '../../domain/api/events.ts'
import type { ApiResult } from '../../domain/api/result.ts'
import { reader } from '../../domain/api/schema.ts'
import type { Transport } from './transport.ts'

const eventsPath = '/xapi/rest/events'

export async function requestEvents(
  request: Transport,
  query: EventsQueryInput,
  signal?: AbortSignal,
): Promise<ApiResult<EventsResponse>> {
  const fields: Record<string, string> = {}
  for (const [key, value] of Object.entries(query))
    if (value !== undefined) fields[key] = String(value)
  // Fetched with its md5 on the first events query, not at start: the live list makes none, and
  // the worker's first chunk stays within its 40 KB.
  const { eventsRequest } = await import('../../domain/rules/events-request.ts')
  const sent = eventsRequest(eventsPath, new URLSearchParams(fields).toString())
  const read = reader(eventsResponseSchema)
  return sent.method === 'GET'
    ? request(eventsPath, { read, query: fields, ...(signal ? { signal } : {}) })
    : request(sent.url, { read, method: 'POST', form: fields, ...(signal ? { signal } : {}) })
}
