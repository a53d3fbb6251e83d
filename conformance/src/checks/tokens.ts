// SPEC.md section 6 (roles) with docs/api.md's token table: a visitor browses, a player's token
// counts only for its own kind, brand and player, and a logout ends it.

import { type Check, type Context, expectError, expectStatus } from '../kit.ts'
import {
  checkPlayer,
  directLogin,
  gameToken,
  type Player,
  readPlayers,
  type Session,
  sessionFromGameToken,
  sessionOf,
  walletSession,
} from '../sessions.ts'

const players = (context: Context) => readPlayers(context.options.players)

const balancePath = (session: Session) =>
  `/xapi/icore/players/${encodeURIComponent(session.username)}/balance/sportsbook`

/**
 * A sportsbook session opened from the wallet brand's game token, with the wallet's token: one
 * shared by the checks that leave it open (a login costs a slow password hash), or a fresh one.
 */
async function walletOpened(context: Context, fresh = false) {
  type Opened = { player: Player; wallet: string; game: string; token: string }
  const kept = context.shared.get('tokens:wallet') as Opened | undefined
  if (kept && !fresh) return kept
  const player = players(context).wallet
  const wallet = await walletSession(context, player)
  const game = await gameToken(context, player, wallet)
  const answer = await sessionFromGameToken(context, player, game)
  expectStatus(answer, 200, 'GET /api/session with a game token')
  const token = String((answer.json as { jwe_token?: unknown }).jwe_token)
  const opened = { player, wallet, game, token }
  if (!fresh) context.shared.set('tokens:wallet', opened)
  return opened
}

export const tokenChecks: Check[] = [
  {
    section: '6',
    group: 'tokens',
    name: 'a visitor browses without a token',
    async run(context) {
      const answer = await context.client.call('GET', '/xapi/rest/events', {
        query: { eventsPerPage: 5 },
      })
      expectStatus(answer, 200, 'the events without a token')
    },
  },
  {
    section: '6',
    group: 'tokens',
    name: "a player's call without a token is 401",
    async run(context) {
      const session = await sessionOf(context, players(context).bettor)
      expectError(
        await context.client.call('GET', balancePath(session)),
        401,
        undefined,
        'the balance without a token',
      )
    },
  },
  {
    section: '6',
    group: 'tokens',
    name: "a token on another brand's request is 401 unauthorized",
    async run(context) {
      const session = await sessionOf(context, players(context).bettor)
      const other = players(context).gatewayPlain.brand
      expectError(
        await checkPlayer(context, session.token, other),
        401,
        'unauthorized',
        `a ${session.brand} token with the brand header ${other}`,
      )
    },
  },
  {
    section: '6',
    group: 'tokens',
    name: 'a token beside a brand that does not exist is 401',
    async run(context) {
      const session = await sessionOf(context, players(context).bettor)
      expectError(
        await checkPlayer(context, session.token, 'no-such-brand'),
        401,
        undefined,
        'a token with an unknown brand header',
      )
    },
  },
  {
    section: '6',
    group: 'tokens',
    name: 'a forged token is 401',
    async run(context) {
      const session = await sessionOf(context, players(context).bettor)
      const forged = `${session.token.slice(0, -4)}${session.token.slice(-4).split('').reverse().join('')}`
      expectError(
        await checkPlayer(context, forged === session.token ? `${forged}x` : forged, session.brand),
        401,
        undefined,
        'a forged token',
      )
    },
  },
  {
    section: '6',
    group: 'tokens',
    name: "another player's account is 403",
    async run(context) {
      const session = await sessionOf(context, players(context).bettor)
      const other = players(context).settler
      const answer = await context.client.call(
        'GET',
        `/xapi/icore/players/${encodeURIComponent(other.username)}/details`,
        { token: session.token, brand: session.brand },
      )
      expectError(answer, 403, undefined, "another player's details")
    },
  },
  {
    section: '6',
    group: 'tokens',
    name: 'a wallet session is not a sportsbook token: 401',
    async run(context) {
      const { player, wallet } = await walletOpened(context)
      expectError(
        await checkPlayer(context, wallet, player.brand),
        401,
        undefined,
        'checkplayer with the wallet session token',
      )
    },
  },
  {
    section: '6',
    group: 'tokens',
    name: 'a game token opens one session, once, and is no bearer',
    async run(context) {
      const { player, game } = await walletOpened(context)
      expectError(
        await sessionFromGameToken(context, player, game),
        401,
        undefined,
        'the same game token again',
      )
      expectError(
        await checkPlayer(context, game, player.brand),
        401,
        undefined,
        'the game token as a bearer',
      )
    },
  },
  {
    section: '6',
    group: 'tokens',
    name: 'logging out ends the token',
    async run(context) {
      const player = players(context).bettor
      const session = await directLogin(context, player)
      expectStatus(await checkPlayer(context, session.token, player.brand), 200, 'before logout')
      const out = await context.client.call('DELETE', '/api/session', {
        token: session.token,
        brand: player.brand,
      })
      expectStatus(out, 200, 'DELETE /api/session')
      expectError(
        await checkPlayer(context, session.token, player.brand),
        401,
        undefined,
        'the token after its logout',
      )
    },
  },
  {
    section: '6',
    group: 'tokens',
    name: 'ending the wallet session ends the sportsbook sessions opened from it',
    async run(context) {
      const { player, wallet, token } = await walletOpened(context, true)
      const ended = await context.client.call('DELETE', '/accounts/me/sessions', {
        token: wallet,
        brand: player.brand,
      })
      expectStatus(ended, 200, 'DELETE /accounts/me/sessions')
      expectError(
        await checkPlayer(context, token, player.brand),
        401,
        undefined,
        'the sportsbook token after its wallet session ended',
      )
    },
  },
]
