// GET /xapi/rest/events as SPEC.md section 5 has it sent: in the URL while the query string fits,
// as a form-encoded POST with ?hash= once it passes 2000 characters
// (domain/rules/events-request.ts), which a long list of ids does (a booked slip's events, a
// bettor's favourites). Every area that asks for events asks through this, so none can send a URL
// too long for a proxy to pass.

import {
  type EventsQueryInput,
  type EventsResponse,
  getEvents,
  sendEventsQuery,
} from '../../domain/api/events.ts'
import type { ApiResult } from '../../domain/api/result.ts'
import type { Call } from './call.ts'

export async function requestEvents(
  call: Call,
  query: EventsQueryInput,
  signal?: AbortSignal,
): Promise<ApiResult<EventsResponse>> {
  const fields: Record<string, string> = {}
  for (const [key, value] of Object.entries(query))
    if (value !== undefined) fields[key] = String(value)
  // Fetched with its md5 on the first events query, not at start: the live list makes none, and
  // the worker's first chunk stays within its 40 KB.
  const { eventsRequest } = await import('../../domain/rules/events-request.ts')
  const sent = eventsRequest(new URLSearchParams(fields).toString())
  const cancel = signal ? { signal } : {}
  return sent.method === 'GET'
    ? call(getEvents, { query, ...cancel })
    : call(sendEventsQuery, { query: { hash: sent.hash }, body: sent.body, ...cancel })
}
