// The Player API's records of a player (SPEC.md sections 3 and 7): details and the fields a
// player may change, the check-player answer, the history of logins, payments and bets, the
// wagering requirements and the price-format update. Amounts in minor units.

import * as v from 'valibot'
import { oddsFormats } from '../odds/formats.ts'
import { languages } from '../rules/locales.ts'
import { amountSchema, idSchema, stakeSchema, usernameSchema } from './money.ts'
import { operation } from './operation.ts'

/**
 * How a call on a path naming a player is refused: 401 without a valid session, 403 for a locked
 * account or a path naming another player.
 */
export const ownPathRefusals = {
  401: ['unauthorized'],
  403: ['account-locked', 'forbidden'],
} as const

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

const tags = ['Player API']

export const getPlayerDetails = operation({
  operationId: 'getPlayerDetails',
  method: 'GET',
  path: '/xapi/icore/players/{username}/details',
  summary: "The player's details",
  tags,
  caller: 'player',
  params: playerPathSchema,
  answers: { 200: playerDetailsSchema },
  errors: { 400: ['invalid-request'], ...ownPathRefusals, 404: ['not-found'] },
})

export const updatePlayerDetails = operation({
  operationId: 'updatePlayerDetails',
  method: 'PUT',
  path: '/xapi/icore/players/{username}/details',
  summary:
    'Changes what a player may change (priceFormat, locale, defaultStake, isRememberStake, enableStreamFullScreen); answers the details',
  description:
    'Only the fields sent change; any other field is refused 400 naming it. defaultStake null clears the stake the slip starts with.',
  tags,
  caller: 'player',
  params: playerPathSchema,
  body: playerDetailsUpdateSchema,
  answers: { 200: playerDetailsSchema },
  errors: { 400: ['invalid-request'], ...ownPathRefusals, 404: ['not-found'] },
})

export const checkPlayer = operation({
  operationId: 'checkPlayer',
  method: 'GET',
  path: '/xapi/icore/checkplayer',
  summary: 'Whom the bearer token names: the player id, username and status',
  description:
    'The client asks when the tab becomes visible again (SPEC.md section 4): a refusal, or another account than the one it holds, ends its session.',
  tags,
  caller: 'player',
  answers: { 200: checkPlayerSchema },
  errors: { 401: ['unauthorized'], 403: ['account-locked'], 404: ['not-found'] },
})

export const getPlayerHistory = operation({
  operationId: 'getPlayerHistory',
  method: 'GET',
  path: '/xapi/icore/players/{username}/history',
  summary: "The player's logins, payments and bets, newest first; from/to bound the dates",
  description: 'A page at a time; from after to is refused 400.',
  tags,
  caller: 'player',
  params: playerPathSchema,
  query: historyQuerySchema,
  answers: { 200: historyPageSchema },
  errors: { 400: ['invalid-request'], ...ownPathRefusals },
})

export const getWageringRequirements = operation({
  operationId: 'getWageringRequirements',
  method: 'GET',
  path: '/xapi/icore/players/{username}/sportsbook/wageringRequirements',
  summary: 'What is left to wager before the promo cash becomes withdrawable',
  tags,
  caller: 'player',
  params: playerPathSchema,
  answers: { 200: wageringRequirementsSchema },
  errors: { 400: ['invalid-request'], ...ownPathRefusals, 404: ['not-found'] },
})

export const setPriceFormat = operation({
  operationId: 'setPriceFormat',
  method: 'POST',
  path: '/xapi/icore/players/priceformat',
  summary: "Sets the player's price format (and odds type); 403 for another username",
  description:
    "Kept with the account, so the player's next login anywhere shows prices in it. The username is in the body, so another player's is refused once the body is read.",
  tags,
  caller: 'player',
  body: priceFormatRequestSchema,
  answers: { 200: priceFormatAnswerSchema },
  errors: { 400: ['invalid-request'], ...ownPathRefusals },
})
