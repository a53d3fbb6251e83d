// Whether a request's If-None-Match names the current ETag: a list of tags, weak or strong
// (compared the same for a GET, RFC 9110), or *.

import type { FastifyRequest } from 'fastify'

/** How it matches: the tag itself, any tag (`*`, true of whatever the resource now is), or not. */
export type NoneMatch = 'tag' | 'any' | undefined

export function ifNoneMatch(request: FastifyRequest, etag: string): NoneMatch {
  const header = request.headers['if-none-match']
  if (typeof header !== 'string') return undefined
  const tags = header.split(',').map((tag) => tag.trim().replace(/^W\//, ''))
  return tags.includes(etag) ? 'tag' : tags.includes('*') ? 'any' : undefined
}
