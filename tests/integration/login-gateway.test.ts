// The auth-gateway login over HTTP (SPEC.md sections 4, 7, 8 and 9; docs/api.md, Auth gateway):
// the password step, the one-time code and the security question, the hand-over to the
// sportsbook through GET /api/session, and the limits on guessing. Each test makes its own
// players, since tests share one database in CI; the server's clock is the test's to move.

import { jwtVerify } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPartnerTokens } from '../../server/auth/partner-tokens.ts'
import { type RunningServer, startServer } from '../../server/server.ts'
import { type CookieJar, cookieJar } from '../support/cookie-jar.ts'
import { createTestPlayer, type TestPlayer } from '../support/test-players.ts'

let server: RunningServer
let clock = Date.now()
const minutes = (count: number) => count * 60_000

beforeAll(async () => {
  server = await startServer({
    databaseUrl: process.env.DATABASE_URL,
    feed: null,
    devEndpoints: true,
    now: () => clock,
  })
})
afterAll(() => server?.close())

const brandHeaders = (brand = 'gateway') => ({ brand })

/** A form post to the gateway's plugin route, as the engine sends it. */
function post(jar: CookieJar, route: string, form: Record<string, string> = {}, brand = 'gateway') {
  return jar.fetch(`${server.url}/auth/en/api/plugins/${route}`, {
    method: 'POST',
    headers: { ...brandHeaders(brand), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  })
}

const routes = {
  authenticate: 'component/route/header_login/authenticate',
  generate: 'component/route/otp/generate',
  validate: 'component/route/otp/validate',
  question: 'component/route/security_question/getquestion',
  answer: 'component/route/security_question/checkAnswer',
  integrate: 'module/route/als_integration/integrate',
}

const authenticate = (jar: CookieJar, player: { username: string; password: string }) =>
  post(jar, routes.authenticate, { username: player.username, password: player.password })

const session = (jar: CookieJar, brand = 'gateway') =>
  jar.fetch(`${server.url}/api/session?timestamp=${clock}`, { headers: brandHeaders(brand) })

/** The code in the newest message of the player's outbox. */
async function latestCode(username: string): Promise<string> {
  const response = await fetch(`${server.url}/dev/outbox?username=${username}`, {
    headers: brandHeaders(),
  })
  expect(response.status).toBe(200)
  const { messages } = (await response.json()) as { messages: { body: string }[] }
  const code = /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1]
  if (!code) throw new Error(`no code in the outbox of ${username}`)
  return code
}

/** A code that is not the right one. */
const wrongCode = (right: string) => String((Number(right) + 1) % 1_000_000).padStart(6, '0')

const otpPlayer = () =>
  createTestPlayer(server.db, {
    brandId: 'gateway',
    name: 'otp',
    secondFactor: 'otp',
    phone: '+62 812 5550 9876',
    currency: 'IDR',
  })

const questionPlayer = () =>
  createTestPlayer(server.db, {
    brandId: 'gateway',
    name: 'question',
    secondFactor: 'security-question',
    question: { question: 'Where were you born?', answer: 'Surabaya' },
    currency: 'IDR',
  })

/** Logged in to the otp step with a code sent. */
async function atOtpStep(): Promise<{ jar: CookieJar; player: TestPlayer; code: string }> {
  const player = await otpPlayer()
  const jar = cookieJar()
  expect(await (await authenticate(jar, player)).json()).toEqual({ otp: true })
  expect((await post(jar, routes.generate)).status).toBe(200)
  return { jar, player, code: await latestCode(player.username) }
}

describe('auth gateway: one-time code (§4, §9)', () => {
  it('the right code logs in: step cookie, SMS in the outbox, integrate, then the session', async () => {
    const player = await otpPlayer()
    const jar = cookieJar()
    const login = await authenticate(jar, player)
    expect(login.status).toBe(200)
    expect(await login.json()).toEqual({ otp: true })
    const [stepCookie] = jar.lastSet()
    expect(stepCookie?.name).toBe('login_step')
    expect(stepCookie?.attributes).toMatchObject({ httponly: '', samesite: 'Lax', path: '/' })
    expect(Number(stepCookie?.attributes['max-age'])).toBe(15 * 60)

    const generated = await post(jar, routes.generate)
    expect(generated.status).toBe(200)
    expect(await generated.json()).toEqual({ success: true, resendAfterSeconds: 295 })
    const outbox = await fetch(`${server.url}/dev/outbox?username=${player.username}`, {
      headers: brandHeaders(),
    })
    const { messages } = await outbox.json()
    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatchObject({ channel: 'sms', recipient: '+62 812 5550 9876' })
    const code = await latestCode(player.username)
    // Only a hash of the code is kept.
    const [stored] = await server.db.query<{ code_hash: string; minutes: number | string }>(
      `select code_hash, extract(epoch from expires_at - sent_at) / 60 as minutes
       from one_time_codes where player_id = $1`,
      [player.id],
    )
    expect(stored?.code_hash).not.toContain(code)
    expect(Number(stored?.minutes)).toBe(30)

    // No skipping ahead: integrate needs the verified step.
    expect((await post(jar, routes.integrate)).status).toBe(401)
    const validated = await post(jar, routes.validate, { code })
    expect(validated.status).toBe(200)
    expect(await validated.json()).toEqual({ success: true, status: 'SUCCESS' })
    // A code is good once.
    expect((await post(jar, routes.validate, { code })).status).toBe(401)

    expect(await (await post(jar, routes.integrate)).json()).toEqual({ success: true })
    const answered = await session(jar)
    expect(answered.status).toBe(200)
    const body = await answered.json()
    expect(body).toMatchObject({
      id: player.id,
      alsPlayerId: player.id,
      username: player.username,
      accountId: player.accountId,
      email: `${player.username}@example.com`,
      firstName: 'Tess',
      currency: 'IDR',
      locale: 'en',
      vipLevel: 0,
      nonBettor: true,
      nonDepositor: true,
      icore_player_id: player.id,
      is_partner_matrix_affiliate: false,
    })
    // Never chosen: the brand's default format applies, so the session names none.
    expect(body.priceFormat).toBeUndefined()
    expect(Date.parse(body.firstLoginTime)).not.toBeNaN()
    expect(body.expirationTimeInSeconds).toBeGreaterThan(Date.now() / 1000)
    // The login is over: the step cookie is cleared, and a second session is not to be had.
    expect(jar.get('login_step')).toBeUndefined()
    expect((await session(jar)).status).toBe(401)

    // The session token is the sportsbook's.
    const balance = await fetch(
      `${server.url}/xapi/icore/players/${player.username}/balance/sportsbook`,
      { headers: { ...brandHeaders(), authorization: `Bearer ${body.jwe_token}` } },
    )
    expect(balance.status).toBe(200)

    // Each partner token is the partner's own: it verifies under that partner's key only.
    const partnerTokens = createPartnerTokens(server.db, () => clock)
    const kiron = await jwtVerify(body.icore_kiron_token, await partnerTokens.keyOf('kiron'), {
      audience: 'kiron',
    })
    expect(kiron.payload.sub).toBe(player.id)
    await expect(
      jwtVerify(body.icore_kiron_token, await partnerTokens.keyOf('scout'), { audience: 'kiron' }),
    ).rejects.toThrow()
    const tokens = [
      'icore_token',
      'icore_betradar_virtuals_token',
      'icore_esports_bull_token',
      'icore_kiron_token',
      'icore_scout_token',
      'icore_powerball_token',
    ].map((name) => body[name])
    expect(new Set(tokens).size).toBe(6)
  })

  it('a wrong code is 401 otp-invalid and counted', async () => {
    const { jar, player, code } = await atOtpStep()
    const wrong = await post(jar, routes.validate, { code: wrongCode(code) })
    expect(wrong.status).toBe(401)
    expect(await wrong.json()).toMatchObject({ code: 'otp-invalid' })
    const [row] = await server.db.query<{ wrong_attempts: number }>(
      'select wrong_attempts from one_time_codes where player_id = $1',
      [player.id],
    )
    expect(row?.wrong_attempts).toBe(1)
    // The right one still works after a slip.
    expect((await post(jar, routes.validate, { code })).status).toBe(200)
  })

  it('§9 a code is valid 30 minutes: 31 minutes on it is otp-expired, and a new one works', async () => {
    const { jar, player, code } = await atOtpStep()
    clock += minutes(31)
    const expired = await post(jar, routes.validate, { code })
    expect(expired.status).toBe(401)
    expect(await expired.json()).toMatchObject({ code: 'otp-expired' })
    expect((await post(jar, routes.generate)).status).toBe(200)
    const fresh = await latestCode(player.username)
    expect((await post(jar, routes.validate, { code: fresh })).status).toBe(200)
  })

  it('five wrong codes lock codes for 15 minutes (429 otp-locked); after that a new code works', async () => {
    const { jar, player, code } = await atOtpStep()
    for (let attempt = 1; attempt <= 4; attempt++)
      expect((await post(jar, routes.validate, { code: wrongCode(code) })).status).toBe(401)
    const fifth = await post(jar, routes.validate, { code: wrongCode(code) })
    expect(fifth.status).toBe(429)
    expect(fifth.headers.get('retry-after')).toBe('900')
    expect(await fifth.json()).toMatchObject({ code: 'otp-locked', retryAfterSeconds: 900 })
    // The code is dead: even the right one is refused, and no new one is sent meanwhile.
    const right = await post(jar, routes.validate, { code })
    expect(right.status).toBe(429)
    expect(await right.json()).toMatchObject({ code: 'otp-locked' })
    clock += minutes(10)
    const early = await post(jar, routes.generate)
    expect(early.status).toBe(429)
    expect(early.headers.get('retry-after')).toBe('300')
    clock += minutes(5) + 1000
    expect((await post(jar, routes.generate)).status).toBe(200)
    const fresh = await latestCode(player.username)
    expect((await post(jar, routes.validate, { code: fresh })).status).toBe(200)
  })

  it('§9 a new code within 295 s of the last is 429 with Retry-After, enforced by the server', async () => {
    const { jar, player } = await atOtpStep()
    const again = await post(jar, routes.generate)
    expect(again.status).toBe(429)
    expect(again.headers.get('retry-after')).toBe('295')
    expect(await again.json()).toMatchObject({ code: 'otp-too-early', retryAfterSeconds: 295 })
    clock += 100_000
    const later = await post(jar, routes.generate)
    expect(later.headers.get('retry-after')).toBe('195')
    clock += 195_000
    expect((await post(jar, routes.generate)).status).toBe(200)
    const { messages } = await (
      await fetch(`${server.url}/dev/outbox?username=${player.username}`, {
        headers: brandHeaders(),
      })
    ).json()
    expect(messages).toHaveLength(2)
  })

  it('§5 a code that is not six digits is a 400', async () => {
    const { jar } = await atOtpStep()
    for (const code of ['12345', '1234567', 'abcdef', ''])
      expect((await post(jar, routes.validate, { code })).status).toBe(400)
  })
})

describe('auth gateway: security question', () => {
  it('a step is good once: a copy of its cookie replayed, even after a logout, opens nothing', async () => {
    const player = await questionPlayer()
    const jar = cookieJar()
    await authenticate(jar, player)
    expect((await post(jar, routes.answer, { answer: 'Surabaya' })).status).toBe(200)
    const verified = jar.get('login_step') ?? ''
    expect((await post(jar, routes.integrate)).status).toBe(200)
    const integrated = jar.get('login_step') ?? ''
    const opened = await session(jar)
    expect(opened.status).toBe(200)
    const { jwe_token: token } = (await opened.json()) as { jwe_token: string }
    const loggedOut = await fetch(`${server.url}/api/session`, {
      method: 'DELETE',
      headers: { ...brandHeaders(), authorization: `Bearer ${token}` },
    })
    expect(loggedOut.status).toBe(200)
    // Someone who copied the cookies: the last step opens no second session, the one before it
    // no second last step.
    const thief = cookieJar()
    thief.set('login_step', integrated)
    expect(await (await session(thief)).json()).toMatchObject({ code: 'unauthorized' })
    thief.set('login_step', verified)
    const replayed = await post(thief, routes.integrate)
    expect(replayed.status).toBe(401)
    expect(await replayed.json()).toMatchObject({ code: 'login-step-required' })
  })

  it('the right answer (any case, spaces around) logs in', async () => {
    const player = await questionPlayer()
    const jar = cookieJar()
    expect(await (await authenticate(jar, player)).json()).toEqual({ otp: null })
    // This player has no code to ask for.
    expect((await post(jar, routes.generate)).status).toBe(401)
    const question = await post(jar, routes.question)
    expect(await question.json()).toEqual({ status: 'SUCCESS', result: 'Where were you born?' })
    const answered = await post(jar, routes.answer, { answer: '  SURABAYA ' })
    expect(answered.status).toBe(200)
    expect(await answered.json()).toEqual({ success: true, status: 'SUCCESS' })
    expect((await post(jar, routes.integrate)).status).toBe(200)
    const opened = await session(jar)
    expect(opened.status).toBe(200)
    expect(await opened.json()).toMatchObject({ username: player.username })
  })

  it('a wrong answer is 401 wrong-answer; the fifth locks the question for 15 minutes', async () => {
    const player = await questionPlayer()
    const jar = cookieJar()
    await authenticate(jar, player)
    const wrong = await post(jar, routes.answer, { answer: 'Jakarta' })
    expect(wrong.status).toBe(401)
    expect(await wrong.json()).toMatchObject({ code: 'wrong-answer' })
    expect((await post(jar, routes.integrate)).status).toBe(401)
    for (let attempt = 2; attempt <= 4; attempt++)
      expect((await post(jar, routes.answer, { answer: 'Jakarta' })).status).toBe(401)
    const fifth = await post(jar, routes.answer, { answer: 'Jakarta' })
    expect(fifth.status).toBe(429)
    expect(fifth.headers.get('retry-after')).toBe('900')
    expect(await fifth.json()).toMatchObject({ code: 'answer-locked' })
    expect((await post(jar, routes.answer, { answer: 'Surabaya' })).status).toBe(429)
    clock += minutes(15) + 1000
    // A fresh login (the step cookie lasts 15 minutes), and the right answer is taken again.
    await authenticate(jar, player)
    expect((await post(jar, routes.answer, { answer: 'Surabaya' })).status).toBe(200)
  })
})

describe('auth gateway: no second factor, and the rules every step keeps', () => {
  it('a player with no second factor integrates at once; /api/login is the same password step', async () => {
    const player = await createTestPlayer(server.db, { brandId: 'gateway', name: 'plain' })
    const jar = cookieJar()
    const login = await jar.fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { ...brandHeaders(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        username: player.username,
        password: player.password,
        product: 'sportsbook',
      }).toString(),
    })
    expect(await login.json()).toEqual({ otp: false })
    expect((await post(jar, routes.integrate)).status).toBe(200)
    expect((await session(jar)).status).toBe(200)
  })

  it('the demo player gateway/gateway123 logs in through the gateway', async () => {
    const jar = cookieJar()
    expect(
      await (await authenticate(jar, { username: 'gateway', password: 'gateway123' })).json(),
    ).toEqual({ otp: false })
  })

  it('every step without the step cookie is 401, and so is a forged or stale cookie', async () => {
    const jar = cookieJar()
    for (const route of [
      routes.generate,
      routes.validate,
      routes.question,
      routes.answer,
      routes.integrate,
    ]) {
      const response = await post(jar, route, { code: '123456', answer: 'x' })
      expect(response.status, route).toBe(401)
      expect(await response.json()).toMatchObject({ code: 'login-step-required' })
    }
    expect((await session(jar)).status).toBe(401)
    jar.set('login_step', 'eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..forged.forged.forged')
    expect((await post(jar, routes.integrate)).status).toBe(401)
    expect((await session(jar)).status).toBe(401)

    const player = await createTestPlayer(server.db, { brandId: 'gateway', name: 'stale' })
    await authenticate(jar, player)
    clock += minutes(16)
    expect((await post(jar, routes.integrate)).status).toBe(401)
  })

  it("a step cookie is its brand's: another brand's request is 401", async () => {
    const player = await createTestPlayer(server.db, { brandId: 'gateway', name: 'brand' })
    const jar = cookieJar()
    await authenticate(jar, player)
    expect((await post(jar, routes.integrate, {}, 'demo')).status).toBe(401)
    expect((await post(jar, routes.integrate)).status).toBe(200)
    expect((await session(jar, 'demo')).status).toBe(401)
  })

  it('§8 invalid credentials are 401 with one message, whether the username exists or not', async () => {
    const player = await createTestPlayer(server.db, { brandId: 'gateway', name: 'known' })
    const jar = cookieJar()
    const wrongPassword = await authenticate(jar, { ...player, password: 'not-it' })
    const unknownUser = await authenticate(jar, { username: `nobody-${player.id}`, password: 'x' })
    expect(wrongPassword.status).toBe(401)
    expect(unknownUser.status).toBe(401)
    const bodies = [await wrongPassword.json(), await unknownUser.json()]
    expect(bodies[0]).toEqual({
      code: 'invalid-credentials',
      message: 'provided credential is invalid',
    })
    expect(bodies[1]).toEqual(bodies[0])
    expect(jar.get('login_step')).toBeUndefined()
  })

  it('§8 a locked account is 403, and sets no step', async () => {
    const player = await createTestPlayer(server.db, {
      brandId: 'gateway',
      name: 'locked',
      locked: true,
    })
    const jar = cookieJar()
    const response = await authenticate(jar, player)
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ code: 'account-locked' })
    expect(jar.get('login_step')).toBeUndefined()
  })

  it('the gateway serves only authGateway brands; the direct login is refused on a gateway brand', async () => {
    const jar = cookieJar()
    const onDemo = await post(
      jar,
      routes.authenticate,
      { username: 'demo', password: 'demo1234' },
      'demo',
    )
    expect(onDemo.status).toBe(403)
    expect(await onDemo.json()).toMatchObject({ code: 'wrong-login-method' })
    const direct = await fetch(`${server.url}/xapi/icore/players/login`, {
      method: 'POST',
      headers: { ...brandHeaders(), 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'gateway', password: 'gateway123' }),
    })
    expect(direct.status).toBe(403)
  })

  it('a forged session token is 401 on the sportsbook', async () => {
    const response = await fetch(`${server.url}/xapi/icore/players/gateway/balance/sportsbook`, {
      headers: { ...brandHeaders(), authorization: 'Bearer forged.token.value.is.here' },
    })
    expect(response.status).toBe(401)
  })

  it('ten failed logins of one player: the next is 429 with Retry-After, right password or not', async () => {
    const player = await createTestPlayer(server.db, { brandId: 'gateway', name: 'guessed' })
    const jar = cookieJar()
    for (let attempt = 1; attempt <= 10; attempt++)
      expect((await authenticate(jar, { ...player, password: `guess-${attempt}` })).status).toBe(
        401,
      )
    const limited = await authenticate(jar, player)
    expect(limited.status).toBe(429)
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(15 * 60)
    expect(await limited.json()).toMatchObject({
      code: 'too-many-attempts',
      retryAfterSeconds: retryAfter,
    })
    // The same for a username that does not exist: a 429 tells nothing about who exists.
    const ghost = { username: `ghost-${player.id}`, password: 'x' }
    for (let attempt = 1; attempt <= 10; attempt++) await authenticate(jar, ghost)
    expect((await authenticate(jar, ghost)).status).toBe(429)
    // Once the window has passed, the right password logs in.
    clock += minutes(15) + 1000
    expect((await authenticate(jar, player)).status).toBe(200)
  })

  it('the direct login counts failures too', async () => {
    const player = await createTestPlayer(server.db, { brandId: 'demo', name: 'direct' })
    const login = (password: string) =>
      fetch(`${server.url}/xapi/icore/players/login`, {
        method: 'POST',
        headers: { ...brandHeaders('demo'), 'content-type': 'application/json' },
        body: JSON.stringify({ username: player.username, password }),
      })
    for (let attempt = 1; attempt <= 10; attempt++) expect((await login('nope')).status).toBe(401)
    const limited = await login(player.password)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
  })
})

describe('GET /dev/outbox', () => {
  it('is not there without DEV_ENDPOINTS', async () => {
    const plain = await startServer({ databaseUrl: process.env.DATABASE_URL, feed: null })
    try {
      const response = await fetch(`${plain.url}/dev/outbox?username=otp`, {
        headers: brandHeaders(),
      })
      expect(response.status).toBe(404)
    } finally {
      await plain.close()
    }
  })

  it('is in the OpenAPI document with the gateway and wallet calls', async () => {
    const document = await (await fetch(`${server.url}/docs/openapi.json`)).json()
    const paths = Object.keys(document.paths)
    expect(paths).toEqual(
      expect.arrayContaining([
        '/auth/{lang}/api/plugins/component/route/header_login/authenticate',
        '/auth/{lang}/api/plugins/component/route/otp/validate',
        '/api/login',
        '/api/session',
        '/accounts/sessions',
        '/accounts/me/game-launch-url',
        '/dev/outbox',
      ]),
    )
    expect(document.paths['/api/session'].get.tags).toContain('Auth gateway')
  })
})
