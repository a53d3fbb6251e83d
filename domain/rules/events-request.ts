// How an events query is sent (SPEC.md sections 5 and 7): by GET while the query string fits in a
// URL, by POST with the query as the body once it exceeds 2000 characters, which long id lists
// do. The POST carries ?hash={md5 of the body} so that a cache can still key the request.

import { md5 } from './md5.ts'

export const urlLengthThreshold = 2000

export type EventsRequest =
  | { method: 'GET'; url: string }
  | { method: 'POST'; url: string; body: string }

/** The request for a path and its query string (form-encoded, without the leading "?"). */
export function eventsRequest(path: string, query: string): EventsRequest {
  if (query.length <= urlLengthThreshold) {
    return { method: 'GET', url: query === '' ? path : `${path}?${query}` }
  }
  return { method: 'POST', url: `${path}?hash=${md5(query)}`, body: query }
}
