// Whether a request's If-None-Match names the current ETag: a list of tags, weak or strong
// (compared the same for a GET, RFC 9110), or *.

import type { FastifyRequest } from 'fastify'

export function ifNoneMatch(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match']
  if (typeof header !== 'string') return false
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*')
}
