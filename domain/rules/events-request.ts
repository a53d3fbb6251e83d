// How an events query is sent (SPEC.md sections 5 and 7): by GET while the query string fits in a
// URL, by POST with the query as the body once it exceeds 2000 characters, which long id lists
// do. The POST carries ?hash={md5 of the body} so that a cache can still key the request.

import { md5 } from './md5.ts'

export const urlLengthThreshold = 2000

export type EventsRequest = { method: 'GET' } | { method: 'POST'; hash: string; body: string }

/** How a query string (form-encoded, without the leading "?") is sent. */
export function eventsRequest(query: string): EventsRequest {
  if (query.length <= urlLengthThreshold) return { method: 'GET' }
  return { method: 'POST', hash: md5(query), body: query }
}
