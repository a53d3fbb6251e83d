// GET /api/session (SPEC.md section 7): the last step of the auth-gateway and operator-wallet
// logins. With the gateway's step cookie at 'integrated', or the wallet's game token in the
// game-token header, it opens a sportsbook session and answers it (SPEC.md section 3) with the
// token every authenticated call then carries, and the partners' tokens. DELETE /api/session
// ends the sportsbook session, however it was opened: the app's logout.

import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  logOut,
  openPlayerSession,
  type SessionResponse,
  type WalletDoneResponse,
} from '../../domain/api/operator-wallet.ts'
import { readGameToken } from '../auth/game-token.ts'
import { clearStep, readStep, spendStep } from '../auth/login-steps.ts'
import { createPartnerTokens } from '../auth/partner-tokens.ts'
import { createTokenSealer, type TokenSealer } from '../auth/sealed-tokens.ts'
import type { GameTokenOrigin } from '../auth/sessions.ts'
import type { ApiContext } from '../http/api-context.ts'
import { sessionOf } from '../http/authenticate.ts'
import { sendError } from '../http/errors.ts'
import { serve } from '../http/serve.ts'
import { chosenPriceFormat } from '../players/chosen-price-format.ts'
import { fault } from '../seeded-faults.ts'

interface SessionPlayerRow {
  id: string
  brand_id: string
  username: string
  email: string
  first_name: string
  currency: string
  locale: string
  price_format: string
  odds_type: string
  vip_level: number
  non_bettor: boolean
  non_depositor: boolean
  account_status: string
  account_id: string
}

export function playerSessionRoutes(app: FastifyInstance, api: ApiContext): void {
  const sealer = createTokenSealer(api.db, api.now)
  const partnerTokens = createPartnerTokens(api.db, api.now)

  serve(app, api, openPlayerSession, async (request, reply) => {
    const player = await loggedInPlayer(api, sealer, request)
    if (!player) {
      clearStep(reply)
      return sendError(
        reply,
        401,
        'unauthorized',
        'log in first: no completed login or game token was sent',
      )
    }
    const [row] = await api.db.query<SessionPlayerRow>(
      `select p.id, p.brand_id, p.username, p.email, p.first_name, p.currency, p.locale,
           p.price_format, p.odds_type, p.vip_level, p.non_bettor, p.non_depositor, p.account_status,
           a.id as account_id
         from players p join accounts a on a.player_id = p.id where p.id = $1`,
      [player.playerId],
    )
    if (!row || row.brand_id !== player.brandId) {
      clearStep(reply)
      return sendError(reply, 401, 'unauthorized', 'log in first')
    }
    if (row.account_status === 'locked')
      return sendError(reply, 403, 'account-locked', 'account is locked')
    const sessionPlayer = {
      playerId: row.id,
      accountId: row.account_id,
      username: row.username,
      brandId: row.brand_id,
    }
    const opened = player.gameToken
      ? await api.sessions.openFromGameToken(api.db, sessionPlayer, player.gameToken)
      : await api.sessions.open(api.db, sessionPlayer)
    if (!opened)
      return sendError(reply, 401, 'unauthorized', 'this game token has opened its session')
    // The login is over: its step cookie is of no further use.
    clearStep(reply)
    const [loggedIn] = await api.db.query<{ first_login_at: Date | string | null }>(
      'select first_login_at from players where id = $1',
      [row.id],
    )
    const partners = await partnerTokens.issue(
      { playerId: row.id, brandId: row.brand_id },
      opened.expiresAt,
    )
    const firstLogin = loggedIn?.first_login_at
    const priceFormat = chosenPriceFormat(row)
    return {
      id: row.id,
      alsPlayerId: row.id,
      username: row.username,
      accountId: row.account_id,
      email: row.email,
      firstName: row.first_name,
      currency: row.currency,
      locale: row.locale,
      ...(priceFormat ? { priceFormat } : {}),
      vipLevel: row.vip_level,
      nonBettor: row.non_bettor,
      nonDepositor: row.non_depositor,
      ...(firstLogin ? { firstLoginTime: new Date(firstLogin).toISOString() } : {}),
      jwe_token: opened.token,
      expirationTimeInSeconds: opened.expiresAt,
      icore_token: partners.icore,
      icore_player_id: row.id,
      icore_betradar_virtuals_token: partners.betradar_virtuals,
      icore_esports_bull_token: partners.esports_bull,
      icore_kiron_token: partners.kiron,
      icore_scout_token: partners.scout,
      icore_powerball_token: partners.powerball,
      is_partner_matrix_affiliate: false,
    } satisfies SessionResponse
  })

  serve(app, api, logOut, async (request) => {
    if (!fault('logout-keeps-token')) await api.sessions.end(sessionOf(request).sessionId)
    return { success: true } satisfies WalletDoneResponse
  })
}

/**
 * Whom the request has logged in: a game token whose wallet session is still open (and what the
 * session is opened from), else the gateway's step cookie at 'integrated'; either for the brand
 * the request is for.
 */
async function loggedInPlayer(
  api: ApiContext,
  sealer: TokenSealer,
  request: FastifyRequest,
): Promise<{ playerId: string; brandId: string; gameToken?: GameTokenOrigin } | undefined> {
  const brandId = api.brands.brandOf(request)
  const header = request.headers['game-token']
  if (typeof header === 'string' && header !== '') {
    const game = await readGameToken(sealer, header)
    if (!game || game.brandId !== brandId) return undefined
    const [open] = await api.db.query(
      `select 1 from sessions where id = $1 and player_id = $2 and kind = 'wallet'
         and revoked_at is null and expires_at > now()`,
      [game.walletSessionId, game.playerId],
    )
    return open ? { playerId: game.playerId, brandId: game.brandId, gameToken: game } : undefined
  }
  const step = await readStep(sealer, request)
  if (step?.step !== 'integrated' || step.brandId !== brandId) return undefined
  // The login's last step opens one session: a copy of its cookie replayed opens none.
  if (!(await spendStep(api.db, step, api.now()))) return undefined
  return step
}
