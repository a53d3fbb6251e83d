// POST /xapi/icore/players/login: direct login; GET …/balance/sportsbook (SPEC.md section 7,
// Player API). Amounts in minor units.

import * as v from 'valibot'
import { amountSchema, idSchema, usernameSchema } from './money.ts'
import { operation } from './operation.ts'
import { ownPathRefusals } from './player-records.ts'

export const directLoginRequestSchema = v.object({
  username: usernameSchema,
  password: v.pipe(v.string(), v.minLength(1), v.maxLength(256)),
})
export type DirectLoginRequest = v.InferOutput<typeof directLoginRequestSchema>

export const directLoginResponseSchema = v.object({
  alsToken: v.pipe(v.string(), v.minLength(1)),
  /** When the token expires, in seconds since the epoch. */
  expirationTimeInSeconds: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  username: v.pipe(v.string(), v.minLength(1)),
  accountId: idSchema,
  currency: v.pipe(v.string(), v.length(3)),
  /** The player's chosen odds format; absent until they choose one: the brand's default applies. */
  priceFormat: v.optional(v.string()),
  locale: v.string(),
})
export type DirectLoginResponse = v.InferOutput<typeof directLoginResponseSchema>

export const balanceParamsSchema = v.object({ username: v.pipe(v.string(), v.minLength(1)) })

export const balanceQuerySchema = v.object({
  includeFullBalanceDetails: v.optional(v.boolean()),
})

export const sportsbookBalanceSchema = v.object({
  name: v.literal('sportsbook'),
  balance: amountSchema,
  promoCash: amountSchema,
  totalLeftToWager: amountSchema,
  withdrawableAmount: amountSchema,
  currency: v.pipe(v.string(), v.length(3)),
})
export type SportsbookBalance = v.InferOutput<typeof sportsbookBalanceSchema>

const tags = ['Player API']

/**
 * How the password step of every login method is refused (server/http/password-step.ts): a brand
 * that does not log in this way, a wrong password, a locked account, too many attempts.
 */
export const passwordStepRefusals = {
  400: ['invalid-request'],
  401: ['invalid-credentials'],
  403: ['account-locked', 'wrong-login-method'],
  404: ['unknown-brand'],
  429: ['too-many-attempts'],
} as const

export const logIn = operation({
  operationId: 'logIn',
  method: 'POST',
  path: '/xapi/icore/players/login',
  summary: 'Direct login: a session token for a username and password',
  description:
    "Only for brands whose login method is direct: a gateway or wallet brand's players are refused 403 wrong-login-method, so a second factor or the terms cannot be skipped by calling this. The token is the bearer of every player call until expirationTimeInSeconds; a 429 says in retryAfterSeconds (and Retry-After) when to try again.",
  tags,
  caller: 'anyone',
  body: directLoginRequestSchema,
  answers: { 200: directLoginResponseSchema },
  errors: passwordStepRefusals,
})

export const getSportsbookBalance = operation({
  operationId: 'getSportsbookBalance',
  method: 'GET',
  path: '/xapi/icore/players/{username}/balance/sportsbook',
  summary: "The player's sportsbook balance, in minor units",
  description:
    "The client polls it while the tab is visible (the brand's user_wallet_poll_time) and after money moved. Another player's username is refused 403 forbidden.",
  tags,
  caller: 'player',
  params: balanceParamsSchema,
  query: balanceQuerySchema,
  answers: { 200: sportsbookBalanceSchema },
  errors: { 400: ['invalid-request'], ...ownPathRefusals, 404: ['not-found'] },
})
