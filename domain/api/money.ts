// The shapes every payload's amounts and ids share: money is an integer of minor units of the
// account's currency (docs/api.md), never a float.

import * as v from 'valibot'

/** An amount in minor units that cannot be negative (1000 is €10.00): a return, a balance. */
export const amountSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(0))

/** A stake: at least one minor unit; the cap refuses an absurd amount before any rule reads it. */
export const stakeSchema = v.pipe(
  v.number(),
  v.safeInteger(),
  v.minValue(1),
  v.maxValue(1_000_000_000_000),
)

/**
 * The account's currency, where a client names it beside an amount (a placement, a payment): an
 * ISO 4217 code. Another than the account's is refused (422 currency-mismatch), never ignored.
 */
export const currencyCodeSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Z]{3}$/, 'an ISO 4217 currency code, three capital letters'),
)

/**
 * Text the server may store or look up: no NUL and no lone surrogate, which PostgreSQL stores
 * neither of (NUL in text, either in jsonb), so one would fail the query rather than the request.
 */
export const storableText = (maxLength: number) =>
  v.pipe(
    v.string(),
    v.maxLength(maxLength),
    v.check(
      (value) => !value.includes('\u0000') && !/\p{Cs}/u.test(value),
      'text without NUL or lone surrogates',
    ),
  )

/** A username as typed at login or named in a path: looked up, so storable text. */
export const usernameSchema = v.pipe(storableText(64), v.minLength(1))

/** An id the server gave: a non-empty string. */
export const idSchema = v.pipe(storableText(64), v.minLength(1))
