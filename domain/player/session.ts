// The logged-in player as the login and session calls describe them (SPEC.md section 3, Player
// session / login details). Field names are the APIs' own, snake_case included, so that a response
// can be typed without renaming. The session is one schema, so an answer is read by what types it.

import * as v from 'valibot'

const text = v.string()

const playerFlagsSchema = v.object({
  nonBettor: v.boolean(),
  nonDepositor: v.boolean(),
  /** ISO 8601; absent until the first login has been recorded. */
  firstLoginTime: v.optional(text),
})
export type PlayerFlags = v.InferOutput<typeof playerFlagsSchema>

export const playerSessionSchema = v.object({
  ...v.partial(playerFlagsSchema).entries,
  id: text,
  alsPlayerId: v.optional(text),
  username: text,
  /** The sportsbook account the /xapi/rest/accounts/{id} paths name (not in the spec's list). */
  accountId: v.optional(text),
  email: v.optional(text),
  firstName: v.optional(text),
  currency: text,
  locale: text,
  priceFormat: v.optional(text),
  vipLevel: v.optional(v.number()),
  /** The encrypted API token; some brands send it as alsToken or jweToken instead. */
  jwe_token: text,
  alsToken: v.optional(text),
  jweToken: v.optional(text),
  icore_token: v.optional(text),
  icore_player_id: v.optional(text),
  icore_betradar_virtuals_token: v.optional(text),
  icore_esports_bull_token: v.optional(text),
  icore_kiron_token: v.optional(text),
  icore_scout_token: v.optional(text),
  icore_powerball_token: v.optional(text),
  is_partner_matrix_affiliate: v.optional(v.boolean()),
  /** When the token expires, in epoch seconds (rules/session-token.ts). */
  expirationTimeInSeconds: v.number(),
  /** Kept when remember-me is on, to prefill the login form. */
  savedUsername: v.optional(text),
  /** The security question, when the login asks for its answer. */
  question: v.optional(text),
  authExecuted: v.optional(v.boolean()),
})
export type PlayerSession = v.InferOutput<typeof playerSessionSchema>

/** The session token record of the operator-hosted wallet (SPEC.md section 3, Other). */
export interface SessionTokenRecord {
  accessToken: string
  expiresIn: number
  maxAge: number
  scopes: string[]
}

/** The API token of a session response, whichever of its three names the brand uses. */
export function sessionToken(
  session: Pick<PlayerSession, 'jwe_token' | 'alsToken' | 'jweToken'>,
): string | undefined {
  return session.jwe_token || session.jweToken || session.alsToken || undefined
}
