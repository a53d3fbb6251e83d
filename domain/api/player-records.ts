// The Player API's records of a player (SPEC.md sections 3 and 7): details and the fields a
// player may change, the check-player answer, the history of logins, payments and bets, the
// wagering requirements and the price-format update. Amounts in minor units.

import * as v from 'valibot'
import { oddsFormats } from '../odds/formats.ts'
import { languages } from '../rules/locales.ts'
import { amountSchema, idSchema, stakeSchema, usernameSchema } from './money.ts'

export const playerPathSchema = v.object({
  username: usernameSchema,
})

/** Player details (domain/player/profile.ts PlayerDetails). */
export const playerDetailsSchema = v.object({
  alsId: idSchema,
  username: v.string(),
  /** Left out while the player has never chosen: the brand's default_price_format applies. */
  priceFormat: v.optional(v.picklist(oddsFormats)),
  holdWithdraw: v.boolean(),
  vipLevel: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  enableStreamFullScreen: v.boolean(),
  accountNumber: idSchema,
  /** The stake the slip starts with, in minor units. */
  defaultStake: v.optional(amountSchema),
  registrationDateTime: v.optional(v.string()),
  locale: v.string(),
  currency: v.pipe(v.string(), v.length(3)),
  countryCode: v.string(),
  playerCreatedByAgent: v.boolean(),
  isRememberStake: v.boolean(),
  excludedFromPromotions: v.boolean(),
})
export type PlayerDetailsAnswer = v.InferOutput<typeof playerDetailsSchema>

export const playerEditableFields = [
  'priceFormat',
  'locale',
  'defaultStake',
  'isRememberStake',
  'enableStreamFullScreen',
] as const

/**
 * PUT …/details: only what a player may change; any other field (the username, holdWithdraw, the
 * VIP level…) is a 400 naming it. defaultStake null clears it.
 */
export const playerDetailsUpdateSchema = v.strictObject(
  {
    priceFormat: v.optional(v.picklist(oddsFormats)),
    locale: v.optional(v.picklist(languages.map((language) => language.locale))),
    defaultStake: v.optional(v.nullable(stakeSchema)),
    isRememberStake: v.optional(v.boolean()),
    enableStreamFullScreen: v.optional(v.boolean()),
  },
  `left out: a player may change only ${playerEditableFields.join(', ')}`,
)
export type PlayerDetailsUpdate = v.InferOutput<typeof playerDetailsUpdateSchema>

/** GET /xapi/icore/checkplayer: whom the bearer token names. */
export const checkPlayerSchema = v.object({
  id: idSchema,
  username: v.string(),
  status: v.picklist(['active', 'locked']),
  accountId: idSchema,
  currency: v.pipe(v.string(), v.length(3)),
})
export type CheckPlayer = v.InferOutput<typeof checkPlayerSchema>

/** An ISO 8601 date (2026-11-23) or date and time with an offset, years 1900 to 2999. */
const dateBound = v.pipe(
  v.string(),
  v.maxLength(40),
  v.check(
    isDateBound,
    'an ISO 8601 date, or date and time with an offset, in the years 1900 to 2999',
  ),
)

function isDateBound(text: string): boolean {
  const shape = /^(19|2\d)\d{2}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2}))?$/
  if (!shape.test(text) || Number.isNaN(Date.parse(text))) return false
  // Date.parse rolls 2026-02-30 over into March: the day must be one the month has.
  const day = text.slice(0, 10)
  return new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day
}

export const historyKinds = ['login', 'deposit', 'withdrawal', 'bet'] as const

export const historyQuerySchema = v.object({
  page: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(100_000)), 1),
  pageSize: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(100)), 20),
  /** From this moment on (a date alone: from its start, UTC). */
  from: v.optional(dateBound),
  /** Up to this moment (a date alone: through its end, UTC). */
  to: v.optional(dateBound),
  kind: v.optional(v.picklist(historyKinds)),
})
export type HistoryQuery = v.InferOutput<typeof historyQuerySchema>

export const historyItemSchema = v.object({
  kind: v.picklist(historyKinds),
  at: v.string(),
  description: v.string(),
  /** Money in (positive) or out (negative) of the account; absent for a login. */
  amount: v.optional(v.pipe(v.number(), v.safeInteger())),
  /** A payment's status (pending, completed, declined) or a bet's (open, won…). */
  status: v.optional(v.string()),
  /** The session, payment or betslip id. */
  reference: v.string(),
})
export type HistoryItem = v.InferOutput<typeof historyItemSchema>

export const historyPageSchema = v.object({
  items: v.array(historyItemSchema),
  page: v.number(),
  pageSize: v.number(),
  total: v.number(),
})
export type HistoryPage = v.InferOutput<typeof historyPageSchema>

/** What is still to be staked before the promo cash becomes real, withdrawable money. */
export const wageringRequirementsSchema = v.object({
  totalLeftToWager: amountSchema,
  /** The promo cash that wagering unlocks. */
  promoCash: amountSchema,
  currency: v.pipe(v.string(), v.length(3)),
})
export type WageringRequirements = v.InferOutput<typeof wageringRequirementsSchema>

/** POST /xapi/icore/players/priceformat: the player's price format (and odds type). */
export const priceFormatRequestSchema = v.object({
  username: usernameSchema,
  priceFormat: v.picklist(oddsFormats),
})
export type PriceFormatRequest = v.InferOutput<typeof priceFormatRequestSchema>

export const priceFormatAnswerSchema = v.object({
  username: v.string(),
  priceFormat: v.picklist(oddsFormats),
  oddsType: v.picklist(oddsFormats),
})
export type PriceFormatAnswer = v.InferOutput<typeof priceFormatAnswerSchema>
