// The shapes every payload's amounts and ids share: money is an integer of minor units of the
// account's currency (docs/api.md), never a float.

import * as v from 'valibot'

/** An amount in minor units that cannot be negative (1000 is €10.00): a return, a balance. */
export const amountSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(0))

/**
 * The most one line may stake, in minor units (€100,000,000.00 in euros): far past any brand's
 * limit, and small enough that a slip's every line at it, each way (2 × 32,767 lines), totals an
 * integer a JSON number holds exactly. It refuses an absurd amount before any rule reads it.
 */
export const largestLineStake = 10_000_000_000

/** A line's stake that may be none (the cash part beside a free bet, a bet left unstaked). */
export const lineStakeSchema = v.pipe(
  v.number(),
  v.safeInteger(),
  v.minValue(0),
  v.maxValue(largestLineStake),
)

/** A stake, a payment: at least one minor unit, at most largestLineStake. */
export const stakeSchema = v.pipe(
  v.number(),
  v.safeInteger(),
  v.minValue(1),
  v.maxValue(largestLineStake),
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
