// An operator's key, as a scraper or a feed adapter sends it (Authorization: Bearer …), checked
// in constant time: both sides are hashed first, so neither its length nor a prefix leaks.

import { createHash, timingSafeEqual } from 'node:crypto'
import { bearerToken } from './authenticate.ts'

const digest = (text: string) => createHash('sha256').update(text).digest()

/** Whether the request's bearer token is the key. */
export const sendsKey = (request: { headers: { authorization?: string } }, key: string) =>
  timingSafeEqual(digest(bearerToken(request)), digest(key))
