// The operator-hosted wallet's calls (SPEC.md section 7, Operator-hosted wallet), and GET
// /api/session, which the gateway login ends with as well. Amounts in minor units.

import * as v from 'valibot'
import type { PlayerProfile } from '../player/profile.ts'
import { playerSessionSchema } from '../player/session.ts'
import type { OperatorWalletBalance } from '../player/wallet.ts'
import { amountSchema, storableText } from './money.ts'

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
