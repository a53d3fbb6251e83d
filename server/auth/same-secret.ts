// Comparing a secret a request carries (an operator key, a one-time code's hash, a cash-out key's
// tag) with the one we hold, in constant time: a caller cannot find it a character at a time from
// how long a refusal takes. Both are digested first, so their lengths are equal and say nothing.

import { createHash, timingSafeEqual } from 'node:crypto'

export const secretDigest = (text: string): Buffer => createHash('sha256').update(text).digest()

/** Whether the secret given is the one expected. */
export const sameSecret = (given: string, expected: string): boolean =>
  timingSafeEqual(secretDigest(given), secretDigest(expected))
