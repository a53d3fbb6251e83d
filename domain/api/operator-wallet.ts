// The operator-hosted wallet's answers (SPEC.md section 7, Operator-hosted wallet), and GET
// /api/session, which the gateway login ends with as well.

import * as v from 'valibot'
import { playerSessionSchema } from '../player/session.ts'

/** POST /accounts/sessions: a fileName means terms of use to accept first. */
export const walletSessionResponseSchema = v.object({
  fileName: v.optional(v.string()),
})
export type WalletSessionResponse = v.InferOutput<typeof walletSessionResponseSchema>

/** POST /accounts/me/game-launch-url: the game token that GET /api/session is asked with. */
export const gameLaunchResponseSchema = v.object({
  tokenSession: v.pipe(v.string(), v.minLength(1)),
})
export type GameLaunchResponse = v.InferOutput<typeof gameLaunchResponseSchema>

/** GET /api/session: the player's session (§3); without jwe_token the login fails (§8). */
export const sessionResponseSchema = v.partial(playerSessionSchema)
export type SessionResponse = v.InferOutput<typeof sessionResponseSchema>

/** GET /accounts/me/profile: the player's profile (SPEC.md section 3, Player profile). */
export const walletProfileSchema = v.object({
  email: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  lastLoginDate: v.optional(v.string()),
  registerDate: v.optional(v.string()),
  currency: v.string(),
  residence: v.object({ countryCode: v.string() }),
  selfExcluded: v.boolean(),
  accountStatus: v.string(),
  accountCode: v.string(),
})
export type WalletProfile = v.InferOutput<typeof walletProfileSchema>

/** GET /accounts/me/balance: three totals, in minor units (mapped to the sportsbook wallet). */
export const walletBalanceSchema = v.object({
  totalBalance: v.pipe(v.number(), v.safeInteger()),
  bonusBalance: v.pipe(v.number(), v.safeInteger()),
  realBalance: v.pipe(v.number(), v.safeInteger()),
})
export type WalletBalance = v.InferOutput<typeof walletBalanceSchema>
