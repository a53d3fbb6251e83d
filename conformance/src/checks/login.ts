// SPEC.md section 7, the login calls, each method step by step (docs/api.md, Logging in): the
// direct login, the auth gateway's password, one-time code and security question steps, and the
// operator-hosted wallet's session and game token.

import { lastMessage } from '../hooks.ts'
import { type Check, type Context, expect, expectError, expectStatus } from '../kit.ts'
import {
  callDirectLogin,
  checkPlayer,
  directLogin,
  GatewayLogin,
  gameToken,
  type Player,
  readPlayers,
  type Session,
  sessionFromGameToken,
  walletSession,
} from '../sessions.ts'

const players = (context: Context) => readPlayers(context.options.players)

/** The session answers for its player: GET /xapi/icore/checkplayer with its token. */
async function expectSessionWorks(context: Context, session: Session, player: Player) {
  const answer = await checkPlayer(context, session.token, player.brand)
  expectStatus(answer, 200, 'checkplayer with the new session')
  const username = (answer.json as { username?: unknown } | undefined)?.username
  expect(username === player.username, `checkplayer names ${username}`, answer)
}

export const loginChecks: Check[] = [
  {
    section: '7',
    group: 'login',
    name: 'direct login: a wrong password is 401 invalid-credentials',
    async run(context) {
      const player = players(context).bettor
      const answer = await callDirectLogin(context, player, {
        username: player.username,
        password: `${player.password}-wrong`,
      })
      expectError(answer, 401, 'invalid-credentials', 'a wrong password')
    },
  },
  {
    section: '7',
    group: 'login',
    name: 'direct login: an unknown username answers as a wrong password',
    async run(context) {
      const player = players(context).bettor
      const answer = await callDirectLogin(context, player, {
        username: `nobody-${Date.now()}`,
        password: player.password,
      })
      expectError(answer, 401, 'invalid-credentials', 'an unknown username')
    },
  },
  {
    section: '7',
    group: 'login',
    name: 'direct login: the token it answers opens the player session',
    async run(context) {
      const player = players(context).bettor
      await expectSessionWorks(context, await directLogin(context, player), player)
    },
  },
  {
    section: '7',
    group: 'login',
    name: 'direct login on a gateway brand: 403 wrong-login-method',
    async run(context) {
      const player = players(context).gatewayPlain
      const answer = await callDirectLogin(context, player)
      expectError(answer, 403, 'wrong-login-method', 'the direct login of a gateway player')
    },
  },
  {
    section: '7',
    group: 'login',
    name: 'auth gateway: a step without the one before it is 401 login-step-required',
    async run(context) {
      const login = new GatewayLogin(context, players(context).gatewayPlain)
      const answer = await login.step('module/route/als_integration/integrate')
      expectError(answer, 401, 'login-step-required', 'integrate without the password step')
    },
  },
  {
    section: '7',
    group: 'login',
    name: 'auth gateway without a second factor: password, integrate, session',
    async run(context) {
      const player = players(context).gatewayPlain
      const login = new GatewayLogin(context, player)
      expect((await login.authenticate()) === false, 'the password step asked for more')
      await expectSessionWorks(context, await login.finish(), player)
    },
  },
  {
    section: '7',
    group: 'login',
    name: 'auth gateway with a one-time code: password, generate, validate, integrate, session',
    hooks: true,
    async run(context) {
      const player = players(context).gatewayCode
      const login = new GatewayLogin(context, player)
      expect((await login.authenticate()) === true, 'the password step asked for no code')
      const generated = await login.step('component/route/otp/generate')
      // A code asked for within 295 s of the last is refused, and the last one still holds.
      if (generated.status !== 200) expectError(generated, 429, 'otp-too-early', 'otp/generate')
      const wrong = await login.step('component/route/otp/validate', { code: 'abcdef' })
      expectError(wrong, 400, undefined, 'a code that is not six digits')
      const code = (await lastMessage(context, player.brand, player.username)).match(/\d{6}/)?.[0]
      expect(code, 'the message in the outbox holds no six-digit code')
      const validated = await login.step('component/route/otp/validate', { code })
      expectStatus(validated, 200, 'otp/validate with the code sent')
      await expectSessionWorks(context, await login.finish(), player)
    },
  },
  {
    section: '7',
    group: 'login',
    name: 'auth gateway with a security question: password, question, answer, integrate, session',
    async run(context) {
      const player = players(context).gatewayQuestion
      const login = new GatewayLogin(context, player)
      expect((await login.authenticate()) === null, 'the password step asked for no question')
      const question = await login.step('component/route/security_question/getquestion')
      expectStatus(question, 200, 'getquestion')
      const text = (question.json as { result?: unknown } | undefined)?.result
      expect(typeof text === 'string' && text, 'getquestion answered no question', question)
      const wrong = await login.step('component/route/security_question/checkAnswer', {
        answer: `${player.answer}-wrong`,
      })
      expectError(wrong, 401, 'wrong-answer', 'a wrong answer')
      const right = await login.step('component/route/security_question/checkAnswer', {
        answer: player.answer ?? '',
      })
      expectStatus(right, 200, 'checkAnswer with the right answer')
      await expectSessionWorks(context, await login.finish(), player)
    },
  },
  {
    section: '7',
    group: 'login',
    name: 'operator-hosted wallet: session, profile, balance, game token, sportsbook session',
    async run(context) {
      const player = players(context).wallet
      const wallet = await walletSession(context, player)
      for (const path of ['/accounts/me/profile', '/accounts/me/balance'])
        expectStatus(
          await context.client.call('GET', path, { brand: player.brand, token: wallet }),
          200,
          `GET ${path}`,
        )
      const game = await gameToken(context, player, wallet)
      const answer = await sessionFromGameToken(context, player, game)
      expectStatus(answer, 200, 'GET /api/session with the game token')
      const token = (answer.json as { jwe_token?: unknown } | undefined)?.jwe_token
      expect(typeof token === 'string' && token, 'the session answer has no jwe_token', answer)
      const accountId = String((answer.json as { accountId?: unknown }).accountId)
      const session = {
        token,
        accountId,
        username: player.username,
        currency: '',
        brand: player.brand,
      }
      await expectSessionWorks(context, session, player)
    },
  },
]
