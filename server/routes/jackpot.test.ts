// The jackpot over HTTP: the active jackpot built from the catalogue's next matches, the slip's
// price with perms, booking codes, placement (complete only, within the balance, idempotent on
// uuid) and every refusal a 4xx with a reason; a closed window opens the next jackpot. On an
// in-memory database of its own, so the next matches are this test's (the PostgreSQL run is the
// integration test's, tests/integration/jackpot-settlement.test.ts).

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  ActiveJackpot,
  JackpotPlacement,
  JackpotSelectionsResponse,
  JackpotSlips,
} from '../../domain/api/jackpot.ts'
import {
  createJackpotMatches,
  type JackpotTestMatch,
} from '../../tests/integration/jackpot-fixtures.ts'
import { call, createFundedPlayer, loginAs, setMarketStatus } from '../../tests/support/bets.ts'
import { type RunningServer, startServer } from '../server.ts'

let clockMs = Date.now()
let server: RunningServer
let matches: JackpotTestMatch[]
let jackpot: ActiveJackpot

const post = async <T = Record<string, unknown>>(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) => {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as T }
}
const price = (outcomeIds: string[], model: Record<string, unknown> = {}) =>
  post<JackpotSelectionsResponse>('/xapi/rest/jackpotbetslips/selections', {
    model: { jackpotId: jackpot.id, ...model },
    outcomeIds: outcomeIds.join(','),
  })
/** The home win of every match: one line. */
const homeWins = () => jackpot.events.map((event) => event.outcomes[0]?.outcomeId as string)
const singlesOf = (outcomeIds: string[]) =>
  outcomeIds.map((outcomeId) => ({
    outcomeId,
    ordinal: jackpot.events.find((event) =>
      event.outcomes.some((outcome) => outcome.outcomeId === outcomeId),
    )?.number as number,
  }))

beforeAll(async () => {
  server = await startServer({ feed: null, now: () => clockMs })
  matches = await createJackpotMatches(server.db, 12, clockMs + 2 * 3_600_000)
  const response = await fetch(`${server.url}/xapi/rest/jackpotbetweb/active`)
  jackpot = (await response.json()) as ActiveJackpot
})
afterAll(() => server?.close())

describe('GET /xapi/rest/jackpotbetweb/active', () => {
  it('§7 jackpot: the next twelve matches, numbered by kick-off, with 1/X/2, the prize and the close', () => {
    expect(jackpot.events.map((event) => event.number)).toEqual(
      Array.from({ length: 12 }, (_, index) => index + 1),
    )
    expect(jackpot.events.map((event) => event.eventId)).toEqual(matches.map((m) => m.eventId))
    // 1 is the home win, X the draw, 2 the away win: the market's order, whatever the ids' (here
    // -1, -X, -2, which sort as 1, 2, X).
    for (const [index, event] of jackpot.events.entries())
      expect(
        event.outcomes.map(({ position, outcomeId, description }) => [
          position,
          outcomeId,
          description,
        ]),
      ).toEqual([
        ['1', matches[index]?.outcomeIds[0], 'Home'],
        ['X', matches[index]?.outcomeIds[1], 'Draw'],
        ['2', matches[index]?.outcomeIds[2], 'Away'],
      ])
    expect(jackpot.events[0]?.outcomes[0]).toMatchObject({ decimal: 2.1, status: 'open' })
    expect(jackpot).toMatchObject({ currency: 'EUR', prize: 5_000_000, stakePerLine: 100 })
    expect(jackpot.closesAt).toBe(jackpot.events[0]?.startTime)
  })

  it('§7 jackpot: the same jackpot is answered again, and an unknown brand is a 404', async () => {
    const again = await fetch(`${server.url}/xapi/rest/jackpotbetweb/active`)
    expect(((await again.json()) as ActiveJackpot).id).toBe(jackpot.id)
    const unknown = await fetch(`${server.url}/xapi/rest/jackpotbetweb/active`, {
      headers: { brand: 'nobody' },
    })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ code: 'unknown-brand' })
  })
})

describe('POST /xapi/rest/jackpotbetslips/selections', () => {
  it('§4 jackpot slip: a partial slip has no lines and names the events still to pick', async () => {
    const answer = await price(homeWins().slice(0, 10))
    expect(answer.status).toBe(200)
    expect(answer.body.model).toMatchObject({
      complete: false,
      missingEventNumbers: [11, 12],
      noOfBets: 0,
      totalCost: 0,
    })
  })

  it('§3 jackpot bet: one pick each is one line at the stake per line; a double on one match is two', async () => {
    const single = await price(homeWins())
    expect(single.body.model).toMatchObject({
      complete: true,
      noOfBets: 1,
      totalCost: 100,
      globalStake: 100,
      jackpotPrize: 5_000_000,
      originId: 11,
    })
    expect(single.body.model.singles[0]).toEqual({
      outcomeId: homeWins()[0],
      ordinal: 1,
      ref: 'sel1',
    })
    const draw = jackpot.events[0]?.outcomes[1]?.outcomeId as string
    const perm = await price([...homeWins(), draw], { globalStake: 300 })
    expect(perm.body.model).toMatchObject({ noOfBets: 2, totalCost: 600, jackpotTotalStake: 600 })
    // Picks come back in event order, each event's outcomes as 1, X, 2.
    expect(perm.body.model.singles.slice(0, 2).map((single) => single.outcomeId)).toEqual([
      homeWins()[0],
      draw,
    ])
  })

  it('§8 jackpot: bad picks and stakes are 4xx with a code and a reason', async () => {
    const cases: Array<[Promise<{ status: number; body: unknown }>, number, string]> = [
      [price([...homeWins(), 'nowhere']), 422, 'RES-00218'],
      [price([homeWins()[0] as string, homeWins()[0] as string]), 422, 'RES-00218'],
      [price(homeWins(), { globalStake: 50 }), 422, 'RES-00140'],
      [price(homeWins(), { globalStake: 150 }), 422, 'invalid-stake'],
      [
        price(jackpot.events.flatMap((event) => event.outcomes.map((o) => o.outcomeId))),
        422,
        'RES-00233',
      ],
      [price(homeWins(), { jackpotId: 'jp-unknown' }), 404, 'not-found'],
      [post('/xapi/rest/jackpotbetslips/selections', { outcomeIds: 'x' }), 400, 'invalid-request'],
      [
        post('/xapi/rest/jackpotbetslips/selections', {
          model: { jackpotId: jackpot.id, globalStake: -1 },
        }),
        400,
        'invalid-request',
      ],
      [
        post(
          '/xapi/rest/jackpotbetslips/selections',
          { model: { jackpotId: jackpot.id } },
          { brand: 'gateway' },
        ),
        404,
        'not-found',
      ],
    ]
    for (const [answer, status, code] of cases) {
      const { status: got, body } = await answer
      expect({ got, body }).toMatchObject({
        got: status,
        body: { code, message: expect.any(String) },
      })
    }
  })
})

describe('jackpot booking codes', () => {
  it('§7 jackpot: a booked slip loads again, priced, on the same brand only', async () => {
    const booked = await post<{ code: string }>('/xapi/rest/jackpotbetslips/retailcodes', {
      model: { jackpotId: jackpot.id, globalStake: 200 },
      outcomeIds: homeWins().join(','),
    })
    expect(booked.status).toBe(200)
    expect(booked.body.code).toMatch(/^J[A-Z2-9]{7}$/)
    const loaded = await fetch(
      `${server.url}/xapi/rest/jackpotbetslips/retailcodes/${booked.body.code}`,
    )
    expect(loaded.status).toBe(200)
    expect(await loaded.json()).toMatchObject({
      code: booked.body.code,
      jackpotId: jackpot.id,
      outcomeIds: homeWins(),
      model: { noOfBets: 1, totalCost: 200, complete: true },
    })
    const elsewhere = await fetch(
      `${server.url}/xapi/rest/jackpotbetslips/retailcodes/${booked.body.code}`,
      { headers: { brand: 'gateway' } },
    )
    expect(elsewhere.status).toBe(404)
  })

  it('§7 jackpot: a booked slip is kept 30 days, as a betslip is', async () => {
    const booked = await post<{ code: string }>('/xapi/rest/jackpotbetslips/retailcodes', {
      model: { jackpotId: jackpot.id, globalStake: 100 },
      outcomeIds: homeWins().join(','),
    })
    const load = () =>
      fetch(`${server.url}/xapi/rest/jackpotbetslips/retailcodes/${booked.body.code}`)
    expect((await load()).status).toBe(200)
    await server.db.query(
      `update jackpot_booking_codes set created_at = now() - interval '30 days 1 minute'
       where code = $1`,
      [booked.body.code],
    )
    expect((await load()).status).toBe(404)
  })

  it('§8 jackpot: an empty slip or an unknown code is refused with a reason', async () => {
    const empty = await post('/xapi/rest/jackpotbetslips/retailcodes', {
      model: { jackpotId: jackpot.id },
      outcomeIds: '',
    })
    expect(empty).toMatchObject({ status: 422, body: { code: 'empty-jackpot-slip' } })
    const unknown = await fetch(`${server.url}/xapi/rest/jackpotbetslips/retailcodes/JNOPE234`)
    expect(unknown.status).toBe(404)
  })
})

describe('POST /xapi/rest/accounts/{id}/jackpotbetslips', () => {
  const path = (accountId: string, uuid?: string) =>
    `/xapi/rest/accounts/${accountId}/jackpotbetslips${uuid === undefined ? '' : `?uuid=${uuid}`}`
  const slip = (outcomeIds = homeWins(), globalStake = 100) => ({
    jackpotId: jackpot.id,
    globalStake,
    singles: singlesOf(outcomeIds),
  })

  it('§7 jackpot: a complete slip is placed once, debited once; a retry gets the same bytes', async () => {
    const player = await createFundedPlayer(server.db, 'jackpot', 10_000)
    const token = await loginAs(server.url, player)
    const draw = jackpot.events[2]?.outcomes[1]?.outcomeId as string
    const body = slip([...homeWins(), draw], 200)
    const send = () =>
      fetch(`${server.url}${path(player.accountId, 'jp-uuid-1')}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    const answers = await Promise.all([send(), send(), send()])
    const texts = await Promise.all(answers.map((answer) => answer.text()))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    expect(new Set(texts).size).toBe(1)
    const placed = JSON.parse(texts[0] as string) as JackpotPlacement
    expect(placed).toMatchObject({
      jackpotId: jackpot.id,
      status: 'open',
      noOfBets: 2,
      globalStake: 200,
      totalCost: 400,
      availableBalance: 9_600,
    })
    expect(placed.reference).toMatch(/^JP-[0-9A-F]{8}$/)
    const [account] = await server.db.query<{ balance: string | number }>(
      'select balance from accounts where id = $1',
      [player.accountId],
    )
    expect(Number(account?.balance)).toBe(9_600)
    const mine = await call<JackpotSlips>(server.url, token, 'GET', path(player.accountId))
    expect(mine.body.slips).toHaveLength(1)
    expect(mine.body.slips[0]).toMatchObject({ reference: placed.reference, status: 'open' })

    const reused = await call(
      server.url,
      token,
      'POST',
      path(player.accountId, 'jp-uuid-1'),
      slip(),
    )
    expect(reused).toMatchObject({ status: 422, body: { code: 'idempotency-key-reused' } })
  })

  it('§8 jackpot: every refusal is a 4xx with its code, and debits nothing', async () => {
    const player = await createFundedPlayer(server.db, 'jackpot-refused', 150)
    const token = await loginAs(server.url, player)
    const other = await createFundedPlayer(server.db, 'jackpot-other', 150)
    const place = (body: unknown, uuid: string | undefined = crypto.randomUUID()) =>
      call(server.url, token, 'POST', path(player.accountId, uuid), body)
    const wrongOrdinal = slip()
    ;(wrongOrdinal.singles[0] as { ordinal: number }).ordinal = 2
    const cases: Array<[Promise<{ status: number; body: unknown }>, number, string]> = [
      [place(slip(homeWins().slice(0, 11))), 422, 'RES-00218'],
      [place(wrongOrdinal), 422, 'RES-00218'],
      [place(slip(homeWins(), 200)), 422, 'RES-00056'],
      [place(slip(homeWins(), 150)), 422, 'invalid-stake'],
      [place({ ...slip(), jackpotId: 'jp-nowhere' }), 404, 'not-found'],
      [call(server.url, token, 'POST', path(player.accountId), slip()), 400, 'invalid-request'],
      [place({ jackpotId: jackpot.id, globalStake: 100, singles: [] }), 400, 'invalid-request'],
      [call(server.url, token, 'POST', path(other.accountId, 'x'), slip()), 403, 'forbidden'],
      [call(server.url, '', 'POST', path(player.accountId, 'x'), slip()), 401, 'unauthorized'],
    ]
    for (const [answer, status, code] of cases) {
      const { status: got, body } = await answer
      expect({ got, body }).toMatchObject({
        got: status,
        body: { code, message: expect.any(String) },
      })
    }
    await setMarketStatus(server.db, matches[5]?.marketId as string, 'suspended')
    const suspended = await place(slip())
    expect(suspended).toMatchObject({ status: 422, body: { code: 'RES-00108' } })
    await setMarketStatus(server.db, matches[5]?.marketId as string, 'open')
    const [account] = await server.db.query<{ balance: string | number }>(
      'select balance from accounts where id = $1',
      [player.accountId],
    )
    expect(Number(account?.balance)).toBe(150)
  })

  it('§7 jackpot: once the first match starts the jackpot is closed, and the next one opens', async () => {
    const later = await createJackpotMatches(server.db, 8, clockMs + 6 * 3_600_000)
    clockMs = Date.parse(jackpot.closesAt) + 1000
    const closed = await price(homeWins())
    expect(closed).toMatchObject({ status: 422, body: { code: 'RES-00047' } })
    const next = (await (
      await fetch(`${server.url}/xapi/rest/jackpotbetweb/active`)
    ).json()) as ActiveJackpot
    expect(next.id).not.toBe(jackpot.id)
    // The old jackpot's other matches kick off within the lead time: the next is made of later ones.
    const nextIds = next.events.map((event) => event.eventId)
    expect(nextIds).toEqual(expect.arrayContaining(later.map((m) => m.eventId)))
    expect(nextIds.some((id) => matches.some((m) => m.eventId === id))).toBe(false)
    expect(Date.parse(next.closesAt)).toBeGreaterThan(clockMs)
  })

  it('§7 jackpot: a match kicked off before its advertised time closes the jackpot all the same', async () => {
    const active = async () =>
      (await (await fetch(`${server.url}/xapi/rest/jackpotbetweb/active`)).json()) as ActiveJackpot
    const open = await active()
    await createJackpotMatches(server.db, 8, clockMs + 12 * 3_600_000)
    // The feed brings the third match forward: it is in play hours before the jackpot's close.
    await server.db.query(`update events set is_live = true where id = $1`, [
      open.events[2]?.eventId,
    ])
    const next = await active()
    expect(next.id).not.toBe(open.id)
    expect(next.events.map((event) => event.eventId)).not.toContain(open.events[2]?.eventId)
    expect(Date.parse(next.closesAt)).toBeGreaterThan(clockMs)
  })
})
