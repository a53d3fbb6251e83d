// The players the kit logs in as, and each login method step by step (docs/api.md, Logging in):
// each step's answer is checked as it comes, so the same walk is a login check and the way other
// checks get their session.

import { readFileSync } from 'node:fs'
import type { Exchange } from './http.ts'
import { type Context, expect, expectStatus } from './kit.ts'

export interface Player {
  brand: string
  username: string
  password: string
  /** The answer to the player's security question (auth gateway). */
  answer?: string
}

/**
 * The reference server's demo players (server/players/demo-players.ts), each given one job so
 * that no check's bets get in another's way (a pending slip refuses the account's next one). An
 * operator names their own test players in a JSON file of the same shape (--players).
 */
export const referencePlayers = {
  /** Direct login: placement, refusals, tokens. */
  bettor: { brand: 'demo', username: 'demo', password: 'demo1234' },
  /** Direct login: the in-play delay. */
  inPlay: { brand: 'demo', username: 'demo2', password: 'demo1234' },
  /** Direct login: cash-out and settlement. */
  settler: { brand: 'demo', username: 'highroller', password: 'highroller1' },
  /** Auth gateway, a one-time code by SMS. */
  gatewayCode: { brand: 'gateway', username: 'otp', password: 'otp12345' },
  /** Auth gateway, a security question. */
  gatewayQuestion: {
    brand: 'gateway',
    username: 'question',
    password: 'question123',
    answer: 'komodo',
  },
  /** Auth gateway, no second factor: the brand's stake limits. */
  gatewayPlain: { brand: 'gateway', username: 'gateway', password: 'gateway123' },
  /** Operator-hosted wallet, terms accepted. */
  wallet: { brand: 'wallet', username: 'crown', password: 'crown1234' },
} satisfies Record<string, Player>
export type Players = typeof referencePlayers

export function readPlayers(file: string | undefined): Players {
  if (!file) return referencePlayers
  return { ...referencePlayers, ...(JSON.parse(readFileSync(file, 'utf8')) as Partial<Players>) }
}

/** An authenticated call a player makes at every start: the player's own check. */
export const checkPlayer = (context: Context, token: string, brand: string | null) =>
  context.client.call('GET', '/xapi/icore/checkplayer', { token, brand })

/** A sportsbook session as the login answered it. */
export interface Session {
  token: string
  accountId: string
  username: string
  currency: string
  brand: string
}

/** The session's fields, whichever way the login answered them (alsToken or jwe_token). */
function readSession(exchange: Exchange, player: Player, what: string): Session {
  const body = (exchange.json ?? {}) as Record<string, unknown>
  const token = body.alsToken ?? body.jwe_token
  expect(typeof token === 'string' && token.length > 0, `${what}: no token in the answer`, exchange)
  expect(typeof body.accountId === 'string', `${what}: no accountId in the answer`, exchange)
  return {
    token,
    accountId: body.accountId,
    username: String(body.username ?? player.username),
    currency: String(body.currency ?? ''),
    brand: player.brand,
  }
}

/** The direct login's call: these credentials (the player's own by default), the answer unchecked. */
export const callDirectLogin = (
  context: Context,
  player: Player,
  { username, password }: Pick<Player, 'username' | 'password'> = player,
) =>
  context.client.call('POST', '/xapi/icore/players/login', {
    brand: player.brand,
    body: { username, password },
  })

export async function directLogin(context: Context, player: Player): Promise<Session> {
  const answer = await callDirectLogin(context, player)
  expectStatus(answer, 200, `direct login of ${player.username}`)
  return readSession(answer, player, 'direct login')
}

const form = (fields: Record<string, string>) => ({
  body: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
})

/** The auth gateway's steps, the login_step cookie carried from each to the next. */
export class GatewayLogin {
  private cookie = ''
  constructor(
    private readonly context: Context,
    readonly player: Player,
  ) {}

  async step(path: string, fields: Record<string, string> = {}): Promise<Exchange> {
    const { body, headers } = form(fields)
    const answer = await this.context.client.call('POST', `/auth/en/api/plugins/${path}`, {
      brand: this.player.brand,
      body,
      headers: { ...headers, ...(this.cookie ? { cookie: `login_step=${this.cookie}` } : {}) },
    })
    if (answer.cookies.login_step !== undefined) this.cookie = answer.cookies.login_step
    return answer
  }

  /** The password step: answers otp true (a code), null (a question) or false (nothing more). */
  async authenticate(): Promise<boolean | null> {
    const answer = await this.step('component/route/header_login/authenticate', {
      username: this.player.username,
      password: this.player.password,
    })
    expectStatus(answer, 200, 'the gateway password step')
    const otp = (answer.json as { otp?: unknown } | undefined)?.otp
    expect(otp === true || otp === false || otp === null, 'the answer has no otp flag', answer)
    expect(this.cookie, 'the password step set no login_step cookie', answer)
    return otp
  }

  /** Integrates and opens the sportsbook session: the last two steps of every gateway login. */
  async finish(): Promise<Session> {
    const integrated = await this.step('module/route/als_integration/integrate')
    expectStatus(integrated, 200, 'als_integration/integrate')
    const answer = await this.context.client.call('GET', '/api/session', {
      brand: this.player.brand,
      query: { timestamp: Date.now() },
      headers: { cookie: `login_step=${this.cookie}` },
    })
    expectStatus(answer, 200, 'GET /api/session after the gateway steps')
    return readSession(answer, this.player, 'the gateway session')
  }
}

/** A gateway player with no second factor, logged in. */
export async function plainGatewayLogin(context: Context, player: Player): Promise<Session> {
  const login = new GatewayLogin(context, player)
  const otp = await login.authenticate()
  expect(otp === false, `${player.username} was asked for a second factor`)
  return login.finish()
}

/** The operator-hosted wallet: a wallet session, then a game token opens a sportsbook one. */
export async function walletSession(context: Context, player: Player) {
  const answer = await context.client.call('POST', '/accounts/sessions', {
    brand: player.brand,
    query: { l: 'en', mc: 'mobile' },
    body: {
      username: player.username,
      password: player.password,
      device: { clientType: 'Browser', deviceId: 'conformance-kit', deviceType: 'Mobile' },
    },
  })
  expectStatus(answer, 200, 'POST /accounts/sessions')
  const token = (answer.json as { sessionToken?: unknown } | undefined)?.sessionToken
  expect(typeof token === 'string' && token, 'the wallet session has no sessionToken', answer)
  return token
}

export async function gameToken(context: Context, player: Player, wallet: string) {
  const answer = await context.client.call('POST', '/accounts/me/game-launch-url', {
    brand: player.brand,
    token: wallet,
    body: { gameCode: 'sportsbook', integrationChannelCode: 'conformance' },
  })
  expectStatus(answer, 200, 'POST /accounts/me/game-launch-url')
  const token = (answer.json as { tokenSession?: unknown } | undefined)?.tokenSession
  expect(typeof token === 'string' && token, 'the answer has no tokenSession', answer)
  return token
}

export async function sessionFromGameToken(context: Context, player: Player, game: string) {
  return context.client.call('GET', '/api/session', {
    brand: player.brand,
    query: { timestamp: Date.now() },
    headers: { 'game-token': game },
  })
}

/** A session per player, opened once and shared by the checks that need it. */
export async function sessionOf(context: Context, player: Player): Promise<Session> {
  const key = `session:${player.brand}:${player.username}`
  const kept = context.shared.get(key) as Session | undefined
  if (kept) return kept
  const session =
    (await loginMethodOf(context, player.brand)) === 'authGateway'
      ? await plainGatewayLogin(context, player)
      : await directLogin(context, player)
  context.shared.set(key, session)
  return session
}

/** The brand's login method, as its settings say (docs/api.md, Logging in). */
export async function loginMethodOf(context: Context, brand: string): Promise<string> {
  const answer = await context.client.call('GET', '/api/cached_settings', {
    brand,
    query: { all: 'false', c: 'mobile' },
  })
  expectStatus(answer, 200, `the settings of ${brand}`)
  return String((answer.json as { login_method?: unknown } | undefined)?.login_method ?? 'direct')
}
