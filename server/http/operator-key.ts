// An operator's secret on a request (the metrics' token, the admin key): compared in constant
// time, so a caller cannot find it a character at a time from how long a refusal takes, and
// named in records by a fingerprint, never by itself.

import { createHash, timingSafeEqual } from 'node:crypto'
import type { Environment } from '../env-numbers.ts'

const digest = (text: string) => createHash('sha256').update(text).digest()

/** Whether the key given is the one set, compared in constant time (digests: equal lengths). */
export const keyMatches = (given: string, key: string): boolean =>
  timingSafeEqual(digest(given), digest(key))

/** What an audit row names a key by: enough to tell keys apart, nothing to rebuild one from. */
export const keyFingerprint = (key: string): string => digest(key).toString('hex').slice(0, 12)

/** An operator key from the environment: undefined when unset, refused when too short to guess. */
export function operatorKeyFromEnv(env: Environment, name: string): string | undefined {
  const key = env[name]?.trim() || undefined
  if (key !== undefined && key.length < 16) throw new Error(`${name} must be 16 characters or more`)
  return key
}
