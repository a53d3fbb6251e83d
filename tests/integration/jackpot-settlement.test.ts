// A jackpot end to end over HTTP: three players of a brand of the test's own place slips (a perm,
// a double stake, a loser), a match is postponed (its market voided) and a fourth slip covers it,
// the matches are resulted through the development endpoint (the feed's own publish), and once
// the jackpot has closed it settles once: the postponed match's result drawn, the prize shared by
// the winning units, credited once through the ledger, every balance equal to its ledger, even
// with two settlers at once. On PGlite always, and on PostgreSQL when DATABASE_URL is set: the brand is the test's own
// so no other test's slip shares its prize, and its matches kick off sooner than the catalogue's.

import { randomUUID } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ActiveJackpot, JackpotPlacement, JackpotSlips } from '../../domain/api/jackpot.ts'
import { loadReferenceData } from '../../server/catalogue/reference-data.ts'
import { migrate } from '../../server/db/migrate.ts'
import { openDatabase } from '../../server/db/open.ts'
import { settleJackpots } from '../../server/jackpot/settle-jackpots.ts'
import { seedOnFirstStart } from '../../server/seed.ts'
import { type RunningServer, startServer } from '../../server/server.ts'
import { postToLedger } from '../../server/wallet/ledger.ts'
import { balanceAndLedger } from '../support/bets.ts'
import { createTestPlayer, type TestPlayer } from '../support/test-players.ts'
import { createJackpotMatches, type JackpotTestMatch } from './jackpot-fixtures.ts'

const databaseUrl = process.env.DATABASE_URL

describe('jackpot placement and settlement on PGlite', () => suite())
describe.runIf(databaseUrl)('jackpot placement and settlement on PostgreSQL', () =>
  suite(databaseUrl),
)

function suite(url?: string) {
  const brandId = `jpt-${randomUUID().slice(0, 8)}`
  const dataDir = url ? undefined : mkdtempSync(join(tmpdir(), 'jackpot-'))
  let server: RunningServer
  let matches: JackpotTestMatch[]
  const players: TestPlayer[] = []

  const request = async <T>(
    path: string,
    init: { method?: string; token?: string; body?: unknown } = {},
  ) => {
    const response = await fetch(`${server.url}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        brand: brandId,
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    })
    return { status: response.status, body: (await response.json()) as T }
  }
  const login = async (player: TestPlayer) =>
    (
      await request<{ alsToken: string }>('/xapi/icore/players/login', {
        method: 'POST',
        body: { username: player.username, password: player.password },
      })
    ).body.alsToken

  beforeAll(async () => {
    // The brand exists before the server starts, which learns its brands then.
    const setup = await openDatabase({ databaseUrl: url, dataDir })
    await migrate(setup)
    await loadReferenceData(setup)
    await seedOnFirstStart(setup)
    matches = await createJackpotMatches(setup, 12, Date.now() + 40 * 60_000)
    await setup.query(
      `insert into brands (id, name, login_method, settings, theme, terms_version, parent_origins)
       select $1, 'Jackpot test', login_method, settings, theme, terms_version, parent_origins
       from brands where id = 'demo'`,
      [brandId],
    )
    for (const name of ['perm', 'double', 'loser', 'racer']) {
      const player = await createTestPlayer(setup, { brandId, name: `jp-${name}` })
      await setup.transaction(async (tx) => {
        await postToLedger(tx, {
          accountId: player.accountId,
          wallet: 'real',
          type: 'opening',
          amount: 10_000,
          reason: 'Opening balance',
        })
      })
      players.push(player)
    }
    await setup.close()
    server = await startServer({ feed: null, databaseUrl: url, dataDir, devEndpoints: true })
    // A database of its own from nothing, migrated and seeded twice over (the setup's and the
    // server's): beside the other suites on two cores it has taken past the usual 60 s.
  }, 180_000)
  afterAll(() => server?.close())

  it('§7 jackpot: one uuid ten times at once is one slip and one debit; twenty slips at once take only what the balance covers', async () => {
    const jackpot = (await request<ActiveJackpot>('/xapi/rest/jackpotbetweb/active')).body
    const racer = players[3] as TestPlayer
    const token = await login(racer)
    // Away on match 1, which the home side will win: these slips lose, and share nothing.
    const singles = jackpot.events.map((event) => ({
      outcomeId: event.outcomes[event.number === 1 ? 2 : 0]?.outcomeId as string,
      ordinal: event.number,
    }))
    const place = (uuid: string, globalStake: number) =>
      fetch(`${server.url}/xapi/rest/accounts/${racer.accountId}/jackpotbetslips?uuid=${uuid}`, {
        method: 'POST',
        headers: {
          brand: brandId,
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ jackpotId: jackpot.id, globalStake, singles }),
      })
    const uuid = randomUUID()
    const same = await Promise.all(Array.from({ length: 10 }, () => place(uuid, 100)))
    const bodies = await Promise.all(same.map((answer) => answer.text()))
    expect(same.map((answer) => answer.status)).toEqual(Array(10).fill(200))
    expect(new Set(bodies).size).toBe(1)
    const debits = await server.db.query(
      `select amount from ledger where account_id = $1 and type = 'bet'`,
      [racer.accountId],
    )
    expect(debits).toHaveLength(1)

    // 9,900 left: twenty slips of 10.00 at once, nine are covered.
    const many = await Promise.all(Array.from({ length: 20 }, () => place(randomUUID(), 1000)))
    const statuses = many.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(9)
    const refused = await Promise.all(
      many.filter((answer) => answer.status !== 200).map((answer) => answer.json()),
    )
    expect(refused.every((body) => (body as { code: string }).code === 'RES-00056')).toBe(true)
    const money = await balanceAndLedger(server.db, racer.accountId)
    expect(money).toEqual({ balance: 900, ledger: 900 })
  })

  it('§7 jackpot: slips placed, matches resulted, the prize shared by the winning units and paid once', async () => {
    const jackpot = (await request<ActiveJackpot>('/xapi/rest/jackpotbetweb/active')).body
    expect(jackpot.events.map((event) => event.eventId)).toEqual(matches.map((m) => m.eventId))
    const pick = (number: number, position: 0 | 1 | 2) => ({
      outcomeId: jackpot.events[number - 1]?.outcomes[position]?.outcomeId as string,
      ordinal: number,
    })
    const homes = jackpot.events.map((event) => pick(event.number, 0))
    // The results to come: every home side wins but match 3, a draw.
    const slips = [
      // The perm: home and draw on match 3, two lines of 1.00: one line right, one unit.
      { globalStake: 100, singles: [...homes, pick(3, 1)], cost: 200, units: 1 },
      // Three units a line, but match 3 wrong: no line right.
      { globalStake: 300, singles: homes, cost: 300, units: 0 },
      // Two perms (match 3 home/draw, match 5 home/away) at 2.00 a line: four lines, one right,
      // two units.
      { globalStake: 200, singles: [...homes, pick(3, 1), pick(5, 2)], cost: 800, units: 2 },
    ]
    const tokens = await Promise.all(players.map(login))
    const placed: JackpotPlacement[] = []
    for (const [index, slip] of slips.entries()) {
      const player = players[index] as TestPlayer
      const answer = await request<JackpotPlacement>(
        `/xapi/rest/accounts/${player.accountId}/jackpotbetslips?uuid=${randomUUID()}`,
        {
          method: 'POST',
          token: tokens[index] as string,
          body: { jackpotId: jackpot.id, globalStake: slip.globalStake, singles: slip.singles },
        },
      )
      expect(answer.status).toBe(200)
      expect(answer.body).toMatchObject({
        totalCost: slip.cost,
        availableBalance: 10_000 - slip.cost,
      })
      placed.push(answer.body)
    }

    // Match 7 is postponed before the jackpot closes: its market is voided. A slip placed from now
    // needs a pick on it all the same, since its result will be drawn.
    const postponed = jackpot.events[6] as ActiveJackpot['events'][number]
    const voided = await request(`/dev/markets/${postponed.marketId}/result`, {
      method: 'POST',
      body: { winners: [], void: postponed.outcomes.map((outcome) => outcome.outcomeId) },
    })
    expect(voided.status).toBe(200)
    const now = (await request<ActiveJackpot>('/xapi/rest/jackpotbetweb/active')).body
    expect(now.events.filter((event) => event.void).map((event) => event.number)).toEqual([7])
    const racer = players[3] as TestPlayer
    const racerToken = tokens[3] as string
    const placeAfter = (singles: Array<{ outcomeId: string; ordinal: number }>) =>
      request<JackpotPlacement & { code?: string }>(
        `/xapi/rest/accounts/${racer.accountId}/jackpotbetslips?uuid=${randomUUID()}`,
        {
          method: 'POST',
          token: racerToken,
          body: { jackpotId: jackpot.id, globalStake: 100, singles },
        },
      )
    // Still picked like any other match: its result is drawn when the jackpot settles.
    expect(now.events[6]?.outcomes.map((outcome) => outcome.status)).toEqual([
      'open',
      'open',
      'open',
    ])
    const withoutSeven = [...homes.filter((single) => single.ordinal !== 7), pick(3, 1)]
    const unpicked = await placeAfter(withoutSeven)
    expect(unpicked).toMatchObject({ status: 422, body: { code: 'RES-00218' } })
    // Every outcome of match 7, and home and draw on match 3: six lines, one right whatever is
    // drawn.
    const covered = [...withoutSeven, pick(7, 0), pick(7, 1), pick(7, 2)]
    const afterVoid = await placeAfter(covered)
    expect(afterVoid).toMatchObject({ status: 200, body: { noOfBets: 6, totalCost: 600 } })
    slips.push({ globalStake: 100, singles: covered, cost: 600, units: 1 })
    placed.push(afterVoid.body)

    for (const event of jackpot.events) {
      if (event.number === postponed.number) continue
      const winner = event.outcomes[event.number === 3 ? 1 : 0]?.outcomeId as string
      const resulted = await request<{ results: Array<{ outcomeId: string }> }>(
        `/dev/markets/${event.marketId}/result`,
        { method: 'POST', body: { winners: [winner] } },
      )
      expect(resulted.status).toBe(200)
      // In the market's order (home, draw, away), as the jackpot shows them and the feed results.
      expect(resulted.body.results.map((result) => result.outcomeId)).toEqual(
        event.outcomes.map((outcome) => outcome.outcomeId),
      )
      // Not settled while a match is still to be resulted.
      if (event.number === 11) expect(await settleJackpots(server.db)).toBe(0)
    }
    // Every match has its result, but the jackpot is open until its first match starts.
    expect(await settleJackpots(server.db)).toBe(0)
    await server.db.query(
      `update jackpots set closes_at = now() - interval '1 second' where id = $1`,
      [jackpot.id],
    )
    // Two settlers at once (this process's sweep may be a third): the jackpot is paid once.
    await Promise.all([settleJackpots(server.db), settleJackpots(server.db)])
    await settleJackpots(server.db)

    // Match 7's result was drawn among its outcomes, and kept: the slips that had its home side
    // at 1 and 2 units a line are right only if the home side was drawn.
    const [draw] = await server.db.query<{ drawn_outcome_id: string }>(
      'select drawn_outcome_id from jackpot_events where jackpot_id = $1 and event_number = 7',
      [jackpot.id],
    )
    const outcomesOfSeven = postponed.outcomes.map((outcome) => outcome.outcomeId)
    expect(outcomesOfSeven).toContain(draw?.drawn_outcome_id)
    const homeDrawn = draw?.drawn_outcome_id === outcomesOfSeven[0]
    if (!homeDrawn) for (const slip of slips.slice(0, 3)) slip.units = 0
    const units = slips.reduce((sum, slip) => sum + slip.units, 0)
    const perUnit = Math.floor(5_000_000 / units)
    for (const [index, slip] of slips.entries()) {
      const player = players[index] as TestPlayer
      // The racer paid for the first test's slips too.
      const before = index === 3 ? 900 : 10_000
      const mine = await request<JackpotSlips>(
        `/xapi/rest/accounts/${player.accountId}/jackpotbetslips`,
        {
          token: tokens[index] as string,
        },
      )
      expect(mine.body.slips[0]).toMatchObject({
        betSlipId: placed[index]?.betSlipId,
        // The drawn result, as the slip's owner reads it.
        draws: [
          {
            ordinal: 7,
            outcomeId: draw?.drawn_outcome_id,
            description: postponed.outcomes.find(
              (outcome) => outcome.outcomeId === draw?.drawn_outcome_id,
            )?.description,
          },
        ],
        status: slip.units > 0 ? 'won' : 'lost',
        winningLines: slip.units > 0 ? 1 : 0,
        returns: slip.units * perUnit,
      })
      const money = await balanceAndLedger(server.db, player.accountId)
      expect(money.balance).toBe(before - slip.cost + slip.units * perUnit)
      expect(money.ledger).toBe(money.balance)
      const credits = await server.db.query<{ amount: string | number }>(
        `select amount from ledger where reference = $1 and type = 'win'`,
        [placed[index]?.betSlipId],
      )
      expect(credits.map((row) => Number(row.amount))).toEqual(
        slip.units > 0 ? [slip.units * perUnit] : [],
      )
    }
    const [settled] = await server.db.query<{ status: string; winning_units: string | number }>(
      'select status, winning_units from jackpots where id = $1',
      [jackpot.id],
    )
    expect(settled).toMatchObject({ status: 'settled' })
    expect(Number(settled?.winning_units)).toBe(units)
  })
}
