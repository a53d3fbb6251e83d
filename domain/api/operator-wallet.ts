// The operator-hosted wallet's calls (SPEC.md section 7, Operator-hosted wallet), and GET
// /api/session, which the gateway login ends with as well. Amounts in minor units.

import * as v from 'valibot'
import type { PlayerProfile } from '../player/profile.ts'
import { playerSessionSchema } from '../player/session.ts'
import type { OperatorWalletBalance } from '../player/wallet.ts'
import { amountSchema, storableText } from './money.ts'
import { operation } from './operation.ts'
import { passwordStepRefusals } from './player-login.ts'

const name = v.pipe(storableText(64), v.minLength(1))

/** GET /accounts/terms/{version}.html: the terms document a session's fileName names. */
export const termsPathSchema = v.object({
  version: v.pipe(v.string(), v.regex(/^[A-Za-z0-9._-]{1,64}$/, 'a terms version')),
})

/** The terms page is HTML. */
export const termsPageSchema = v.string()

/** POST /accounts/sessions?l={lang}&mc=mobile. */
export const walletSessionQuerySchema = v.object({
  l: v.optional(v.pipe(v.string(), v.maxLength(16))),
  mc: v.optional(v.pipe(v.string(), v.maxLength(16))),
})

/** POST /accounts/sessions: the device is the bettor's browser (clientType Browser). */
export const walletSessionRequestSchema = v.object({
  username: name,
  password: v.pipe(v.string(), v.minLength(1), v.maxLength(256)),
  device: v.object({
    clientType: name,
    deviceId: v.pipe(v.string(), v.maxLength(128)),
    deviceType: name,
  }),
})
export type WalletSessionRequest = v.InferOutput<typeof walletSessionRequestSchema>

/**
 * POST /accounts/sessions: a fileName means terms of use to accept first (the path of the terms
 * page). The session travels in a cookie; sessionToken and expiresIn (seconds) are for callers
 * that keep no cookies, which send it as a bearer token instead.
 */
export const walletSessionResponseSchema = v.object({
  fileName: v.optional(v.string()),
  sessionToken: v.optional(v.string()),
  expiresIn: v.optional(v.number()),
})
export type WalletSessionResponse = v.InferOutput<typeof walletSessionResponseSchema>

/** POST /accounts/me/sessions/refresh: a new session (cookie and token) in place of the old. */
export const walletRefreshResponseSchema = v.object({
  sessionToken: v.pipe(v.string(), v.minLength(1)),
  expiresIn: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
})
export type WalletRefreshResponse = v.InferOutput<typeof walletRefreshResponseSchema>

/** POST /accounts/me/sessions/accept-terms and DELETE /accounts/me/sessions. */
export const walletDoneResponseSchema = v.object({ success: v.boolean() })
export type WalletDoneResponse = v.InferOutput<typeof walletDoneResponseSchema>

/** GET /accounts/me/profile (SPEC.md section 3, Player profile). */
export const walletProfileSchema = v.object({
  email: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  /** ISO 8601. */
  lastLoginDate: v.optional(v.string()),
  registerDate: v.optional(v.string()),
  currency: v.pipe(v.string(), v.length(3)),
  residence: v.object({ countryCode: v.string() }),
  selfExcluded: v.boolean(),
  accountStatus: v.string(),
  accountCode: v.string(),
}) satisfies v.GenericSchema<unknown, PlayerProfile>

/** GET /accounts/me/balance: real money and bonus, and their total. */
export const walletBalanceSchema = v.object({
  totalBalance: amountSchema,
  bonusBalance: amountSchema,
  realBalance: amountSchema,
}) satisfies v.GenericSchema<unknown, OperatorWalletBalance>

/** POST /accounts/me/game-launch-url: the sportsbook is the game launched. */
export const gameLaunchRequestSchema = v.object({
  flashClient: v.optional(v.boolean()),
  gameCode: name,
  integrationChannelCode: name,
})
export type GameLaunchRequest = v.InferOutput<typeof gameLaunchRequestSchema>

/** POST /accounts/me/game-launch-url: the game token that GET /api/session is asked with. */
export const gameLaunchResponseSchema = v.object({
  tokenSession: v.pipe(v.string(), v.minLength(1)),
})
export type GameLaunchResponse = v.InferOutput<typeof gameLaunchResponseSchema>

/** GET /api/session?timestamp=: the timestamp only keeps caches from answering. */
export const sessionQuerySchema = v.object({
  timestamp: v.optional(v.pipe(v.string(), v.maxLength(32))),
})

/** GET /api/session: the player's session (§3); without jwe_token the login fails (§8). */
export const sessionResponseSchema = v.partial(playerSessionSchema)
export type SessionResponse = v.InferOutput<typeof sessionResponseSchema>

const tags = ['Operator-hosted wallet']

/** A wallet call is refused 401 without an open wallet session, 403 for a locked account. */
const walletRefusals = { 401: ['unauthorized'], 403: ['account-locked'] } as const

export const logInToWallet = operation({
  operationId: 'logInToWallet',
  method: 'POST',
  path: '/accounts/sessions',
  summary:
    'Logs in to the wallet: a session cookie (and token); fileName names terms to accept first',
  description:
    'For brands whose login method is operatorWallet. The session travels in an httpOnly cookie under /accounts, and as sessionToken for callers that keep no cookies (a frame in another site): they send it as the bearer. A fileName means the player must accept those terms (accept-terms) before a game token is given. A 429 says in retryAfterSeconds (and Retry-After) when to try again.',
  tags,
  caller: 'anyone',
  query: walletSessionQuerySchema,
  body: walletSessionRequestSchema,
  answers: { 200: walletSessionResponseSchema },
  errors: passwordStepRefusals,
})

export const getTermsPage = operation({
  operationId: 'getTermsPage',
  method: 'GET',
  path: '/accounts/terms/{version}.html',
  summary: "The brand's terms of use of that version, as an HTML page",
  description:
    "Opened as a link, perhaps without the brand header: the request's brand if it has this version, else the brand that does.",
  tags,
  caller: 'anyone',
  params: termsPathSchema,
  answers: { 200: termsPageSchema },
  errors: { 400: ['invalid-request'], 404: ['not-found'] },
})

export const acceptTerms = operation({
  operationId: 'acceptTerms',
  method: 'POST',
  path: '/accounts/me/sessions/accept-terms',
  summary: "Records that the player accepted the brand's current terms",
  tags,
  caller: 'wallet',
  answers: { 200: walletDoneResponseSchema },
  errors: walletRefusals,
})

export const refreshWalletSession = operation({
  operationId: 'refreshWalletSession',
  method: 'POST',
  path: '/accounts/me/sessions/refresh',
  summary: 'A new session with a new expiry in place of this one, which ends',
  description:
    'The sportsbook sessions opened from the old wallet session go on under the new one. The client refreshes before expiresIn runs out while the player is logged in.',
  tags,
  caller: 'wallet',
  answers: { 200: walletRefreshResponseSchema },
  errors: walletRefusals,
})

export const logOutOfWallet = operation({
  operationId: 'logOutOfWallet',
  method: 'DELETE',
  path: '/accounts/me/sessions',
  summary: 'Logs out of the wallet: the session ends and its token is refused from now on',
  description: 'The sportsbook sessions opened from it end with it, and the cookie is cleared.',
  tags,
  caller: 'wallet',
  answers: { 200: walletDoneResponseSchema },
  errors: walletRefusals,
})

export const getWalletProfile = operation({
  operationId: 'getWalletProfile',
  method: 'GET',
  path: '/accounts/me/profile',
  summary: "The player's profile",
  tags,
  caller: 'wallet',
  answers: { 200: walletProfileSchema },
  errors: { ...walletRefusals, 404: ['not-found'] },
})

export const getWalletBalance = operation({
  operationId: 'getWalletBalance',
  method: 'GET',
  path: '/accounts/me/balance',
  summary: 'Real money, bonus money and their total, in minor units',
  tags,
  caller: 'wallet',
  answers: { 200: walletBalanceSchema },
  errors: { ...walletRefusals, 404: ['not-found'] },
})

export const getGameToken = operation({
  operationId: 'getGameToken',
  method: 'POST',
  path: '/accounts/me/game-launch-url',
  summary:
    'A game token for the sportsbook (five minutes): GET /api/session takes it in the game-token header',
  description:
    'Refused 403 terms-not-accepted while the player has terms to accept. A game token opens one sportsbook session.',
  tags,
  caller: 'wallet',
  body: gameLaunchRequestSchema,
  answers: { 200: gameLaunchResponseSchema },
  errors: {
    400: ['invalid-request'],
    401: ['unauthorized'],
    403: ['account-locked', 'terms-not-accepted'],
  },
})

export const openPlayerSession = operation({
  operationId: 'openPlayerSession',
  method: 'GET',
  path: '/api/session',
  summary:
    "Opens the sportsbook session at the end of a gateway login (step cookie at 'integrated') or a wallet login (game-token header)",
  description:
    "The answer's jwe_token is the bearer of every player call until expirationTimeInSeconds; without it the client takes the login as failed (SPEC.md section 8). Each game token opens one session: sent again, it is refused 401. The step cookie is cleared either way.",
  tags: ['Auth gateway', 'Operator-hosted wallet'],
  caller: 'anyone',
  query: sessionQuerySchema,
  answers: { 200: sessionResponseSchema },
  errors: { 400: ['invalid-request'], 401: ['unauthorized'], 403: ['account-locked'] },
})

export const logOut = operation({
  operationId: 'logOut',
  method: 'DELETE',
  path: '/api/session',
  summary:
    'Logs out of the sportsbook, however the player logged in: the session ends and its token is refused from now on',
  tags: ['Player API', 'Auth gateway', 'Operator-hosted wallet'],
  caller: 'player',
  answers: { 200: walletDoneResponseSchema },
  errors: { 401: ['unauthorized'], 403: ['account-locked'] },
})
