// The operator-hosted wallet (SPEC.md section 7, Operator-hosted wallet; docs/api.md): JSON
// calls under /accounts/, for brands whose login method is operatorWallet. The wallet session
// travels in an httpOnly cookie, or as a bearer token for callers that keep no cookies; its game
// token (game-launch-url) is what GET /api/session opens the sportsbook session with.

import { randomUUID } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { pathWith } from '../../domain/api/operation.ts'
import {
  acceptTerms,
  type GameLaunchResponse,
  getGameToken,
  getTermsPage,
  getWalletBalance,
  getWalletProfile,
  logInToWallet,
  logOutOfWallet,
  refreshWalletSession,
  type WalletDoneResponse,
  type WalletRefreshResponse,
  type WalletSessionResponse,
} from '../../domain/api/operator-wallet.ts'
import type { PlayerProfile } from '../../domain/player/profile.ts'
import type { OperatorWalletBalance } from '../../domain/player/wallet.ts'
import { issueGameToken } from '../auth/game-token.ts'
import { createTokenSealer } from '../auth/sealed-tokens.ts'
import type { SessionPlayer } from '../auth/sessions.ts'
import { type SessionClaims, sessionLifetimeSeconds } from '../auth/tokens.ts'
import { termsPage } from '../brands/terms-page.ts'
import type { ApiContext } from '../http/api-context.ts'
import { bearerToken, scopeOf } from '../http/authenticate.ts'
import { sendError } from '../http/errors.ts'
import { passwordStep } from '../http/password-step.ts'
import { pageNonce } from '../http/security-headers.ts'
import { serve } from '../http/serve.ts'

export const walletCookieName = 'wallet_session'

export function operatorWalletRoutes(app: FastifyInstance, api: ApiContext): void {
  const sealer = createTokenSealer(api.db, api.now)
  /** A wallet call's options: its session is checked before its input is read. */
  const walletRoute = { route: { preValidation: walletSessionHook(api) } }

  /**
   * Opens a wallet session, sets its cookie and answers its token. In place of another (a
   * refresh), that one ends and the sportsbook sessions opened from it go on under the new one.
   */
  const openSession = async (
    request: FastifyRequest,
    reply: FastifyReply,
    player: SessionPlayer,
    replacing?: string,
  ): Promise<WalletRefreshResponse> => {
    const opened = await api.sessions.open(api.db, player, 'wallet')
    if (replacing !== undefined) await api.sessions.end(replacing, opened.sessionId)
    reply.setCookie(walletCookieName, opened.token, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/accounts',
      secure: request.protocol === 'https',
      maxAge: sessionLifetimeSeconds,
    })
    return { sessionToken: opened.token, expiresIn: sessionLifetimeSeconds }
  }

  /** The terms version the player has still to accept, if any. */
  const pendingTerms = async (playerId: string): Promise<string | undefined> => {
    const [row] = await api.db.query<{
      terms_version: string | null
      terms_accepted: string | null
    }>(
      `select b.terms_version, p.terms_accepted from players p join brands b on b.id = p.brand_id
       where p.id = $1`,
      [playerId],
    )
    return row?.terms_version && row.terms_version !== row.terms_accepted
      ? row.terms_version
      : undefined
  }

  serve(app, api, logInToWallet, async (request, reply) => {
    const player = await passwordStep(api, request, reply, 'operatorWallet')
    if (!player) return reply
    const { playerId, accountId, username, brandId } = player
    const session = await openSession(request, reply, { playerId, accountId, username, brandId })
    const terms = await pendingTerms(playerId)
    return {
      ...session,
      ...(terms ? { fileName: pathWith(getTermsPage, { version: terms }) } : {}),
    } satisfies WalletSessionResponse
  })

  serve(app, api, getTermsPage, async (request, reply) => {
    // Opened as a link, so perhaps without the brand header: the request's brand if it has
    // this version, else the brand that does.
    const [brand] = await api.db.query<{ name: string }>(
      `select name from brands where terms_version = $1 order by id = $2 desc, id limit 1`,
      [request.params.version, api.brands.brandOf(request) ?? ''],
    )
    if (!brand) return sendError(reply, 404, 'not-found', 'no terms of that version')
    return reply
      .type('text/html; charset=utf-8')
      .send(termsPage(brand.name, request.params.version, pageNonce(request)))
  })

  serve(
    app,
    api,
    acceptTerms,
    async (request) => {
      const session = walletSessionOf(request)
      await api.db.query(
        `update players set terms_accepted = (select terms_version from brands where id = $2)
         where id = $1`,
        [session.playerId, session.brandId],
      )
      return { success: true } satisfies WalletDoneResponse
    },
    walletRoute,
  )

  serve(
    app,
    api,
    refreshWalletSession,
    async (request, reply) => {
      const { playerId, accountId, username, brandId, sessionId } = walletSessionOf(request)
      return openSession(request, reply, { playerId, accountId, username, brandId }, sessionId)
    },
    walletRoute,
  )

  serve(
    app,
    api,
    logOutOfWallet,
    async (request, reply) => {
      await api.sessions.end(walletSessionOf(request).sessionId)
      reply.clearCookie(walletCookieName, { path: '/accounts' })
      return { success: true } satisfies WalletDoneResponse
    },
    walletRoute,
  )

  serve(
    app,
    api,
    getWalletProfile,
    async (request, reply) => {
      const [row] = await api.db.query<{
        email: string
        first_name: string
        last_name: string
        last_login_at: Date | string | null
        created_at: Date | string
        currency: string
        country_code: string
        self_excluded: boolean
        account_status: string
        account_id: string
      }>(
        `select p.email, p.first_name, p.last_name, p.last_login_at, p.created_at, p.currency,
           p.country_code, p.self_excluded, p.account_status, a.id as account_id
         from players p join accounts a on a.player_id = p.id where p.id = $1`,
        [walletSessionOf(request).playerId],
      )
      if (!row) return sendError(reply, 404, 'not-found', 'no such player')
      return {
        email: row.email,
        firstName: row.first_name,
        lastName: row.last_name,
        ...(row.last_login_at ? { lastLoginDate: new Date(row.last_login_at).toISOString() } : {}),
        registerDate: new Date(row.created_at).toISOString(),
        currency: row.currency,
        residence: { countryCode: row.country_code },
        selfExcluded: row.self_excluded,
        accountStatus: row.account_status,
        accountCode: row.account_id,
      } satisfies PlayerProfile
    },
    walletRoute,
  )

  serve(
    app,
    api,
    getWalletBalance,
    async (request, reply) => {
      const [account] = await api.db.query<{
        balance: number | string
        promo_cash: number | string
      }>('select balance, promo_cash from accounts where id = $1', [
        walletSessionOf(request).accountId,
      ])
      if (!account) return sendError(reply, 404, 'not-found', 'no account')
      const realBalance = Number(account.balance)
      const bonusBalance = Number(account.promo_cash)
      return {
        totalBalance: realBalance + bonusBalance,
        bonusBalance,
        realBalance,
      } satisfies OperatorWalletBalance
    },
    walletRoute,
  )

  serve(
    app,
    api,
    getGameToken,
    async (request, reply) => {
      const session = walletSessionOf(request)
      if (await pendingTerms(session.playerId))
        return sendError(reply, 403, 'terms-not-accepted', 'accept the terms of use first')
      const tokenSession = await issueGameToken(
        sealer,
        {
          playerId: session.playerId,
          brandId: session.brandId,
          walletSessionId: session.sessionId,
          gameTokenId: randomUUID(),
        },
        api.now(),
      )
      return { tokenSession } satisfies GameLaunchResponse
    },
    walletRoute,
  )
}

const walletSessions = new WeakMap<FastifyRequest, SessionClaims>()

function walletSessionOf(request: FastifyRequest): SessionClaims {
  const claims = walletSessions.get(request)
  if (!claims) throw new Error(`${request.url}: a wallet route must require the wallet session`)
  return claims
}

/**
 * A route's preValidation hook: the wallet session from the cookie or the bearer header, open,
 * of kind wallet (a sportsbook token is not a wallet login) and of the brand the request names,
 * else 401 (403 locked) before the input is read.
 */
const walletSessionHook =
  (api: ApiContext) => async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request) || request.cookies[walletCookieName] || ''
    const checked = token
      ? await api.sessions.check(token, scopeOf(api, request, 'wallet'))
      : ({ status: 'invalid' } as const)
    if (checked.status === 'locked')
      return sendError(reply, 403, 'account-locked', 'account is locked')
    if (checked.status === 'valid') {
      walletSessions.set(request, checked.claims)
      return
    }
    return sendError(
      reply,
      401,
      'unauthorized',
      token ? 'the wallet session is invalid or has ended' : 'log in to the wallet first',
    )
  }
