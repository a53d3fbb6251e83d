// The logged-in player as the login and session calls describe them (SPEC.md section 3, Player
// session / login details). Field names are the APIs' own, snake_case included, so that a response
// can be typed without renaming.

export interface PlayerFlags {
  nonBettor: boolean
  nonDepositor: boolean
  /** ISO 8601; absent until the first login has been recorded. */
  firstLoginTime?: string
}

export interface PlayerSession extends Partial<PlayerFlags> {
  id: string
  alsPlayerId?: string
  username: string
  email?: string
  firstName?: string
  currency: string
  locale: string
  priceFormat?: string
  vipLevel?: number
  /** The encrypted API token; some brands send it as alsToken or jweToken instead. */
  jwe_token: string
  alsToken?: string
  jweToken?: string
  icore_token?: string
  icore_player_id?: string
  icore_betradar_virtuals_token?: string
  icore_esports_bull_token?: string
  icore_kiron_token?: string
  icore_scout_token?: string
  icore_powerball_token?: string
  is_partner_matrix_affiliate?: boolean
  /** When the token expires, in epoch seconds (rules/session-token.ts). */
  expirationTimeInSeconds: number
  /** Kept when remember-me is on, to prefill the login form. */
  savedUsername?: string
  /** The security question, when the login asks for its answer. */
  question?: string
  authExecuted?: boolean
}

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
