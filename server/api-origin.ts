// VITE_API_BASE, given to the server as it was to the build: a client built against another
// backend calls that backend and opens its live stream there, so the pages this server sends
// must allow it (connect-src). Unset or a path, the client calls this server.

import type { Environment } from './env-numbers.ts'
import { originOf } from './http/content-security-policy.ts'

export function apiOriginFromEnv(env: Environment): string | undefined {
  const text = env.VITE_API_BASE?.trim() ?? ''
  if (text === '' || (text.startsWith('/') && !text.startsWith('//'))) return undefined
  const origin = originOf(text)
  if (origin === undefined)
    throw new Error(`VITE_API_BASE must be an http(s) address or a path, not "${text}"`)
  return origin
}
