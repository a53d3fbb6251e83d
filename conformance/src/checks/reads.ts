// SPEC.md section 7 with valid inputs: the reads a client makes, with real ids from the server's
// own lists, each answered 200 (its shape is held against the document by the answers ledger,
// answers.ts); and section 8 at the edges: each documented bound, one past it, is a 400 or 404
// with { code, message }.

import { firstSelection, liveSnapshot, prematchMarket } from '../catalogue.ts'
import type { CallOptions } from '../http.ts'
import { type Check, type Context, expect, expectError, expectStatus } from '../kit.ts'
import { readPlayers, type Session, sessionOf } from '../sessions.ts'

/** What a read's path and options are made of: the bettor's session and real ids. */
interface Known {
  session: Session
  eventId: string
  marketId: string
  outcomeId: string
  seq: number
}

async function known(context: Context): Promise<Known> {
  const kept = context.shared.get('reads:known') as Known | undefined
  if (kept) return kept
  const session = await sessionOf(context, readPlayers(context.options.players).bettor)
  const selection = firstSelection(await prematchMarket(context, 'reads'))
  const { seq } = await liveSnapshot(context)
  const found = { session, ...selection, seq }
  context.shared.set('reads:known', found)
  return found
}

interface Read {
  method?: string
  path: (known: Known) => string
  options?: (known: Known) => CallOptions
  /** The statuses a valid read may answer: 200 unless said. */
  statuses?: number[]
}

const own = (known: Known): CallOptions => ({
  token: known.session.token,
  brand: known.session.brand,
})
const account = (known: Known) => encodeURIComponent(known.session.accountId)
const player = (known: Known) => encodeURIComponent(known.session.username)
const slipOf = (known: Known) => ({
  singles: [{ outcomeId: known.outcomeId, unitStake: 100 }],
  userAcceptOdds: 'D',
})

const reads: Read[] = [
  { path: () => '/xapi/rest/live/events' },
  { path: () => '/xapi/rest/events', options: () => ({ query: { eventsPerPage: 1 } }) },
  { path: () => '/xapi/rest/events', options: () => ({ query: { eventsPerPage: 100 } }) },
  { path: () => '/xapi/rest/events', options: () => ({ query: { page: 9999 } }) },
  {
    path: () => '/xapi/rest/events',
    options: () => ({ query: { periodType: 'IN_RUNNING', sortByEventpath: true } }),
  },
  { path: () => '/xapi/rest/events', options: (k) => ({ query: { ids: k.eventId } }) },
  { path: (k) => `/xapi/rest/events/${k.eventId}` },
  { path: (k) => `/xapi/rest/markets/${k.marketId}` },
  {
    path: () => '/xapi/rest/markets',
    options: (k) => ({ query: { ids: k.marketId, includePrices: true } }),
  },
  {
    path: () => '/xapi/rest/markets',
    options: (k) => ({ query: { ids: k.marketId, includePrices: false } }),
  },
  { path: () => '/xapi/rest/sports/tree' },
  { path: () => '/xapi/rest/currencies' },
  { path: () => '/api/cached_settings', options: () => ({ query: { all: true } }) },
  {
    path: () => '/api/cached_settings',
    options: () => ({ query: { all: false, c: 'desktop' } }),
  },
  { path: () => '/api/v2/geo_data' },
  { path: () => '/api/geo_data', options: () => ({ query: { l: 'de' } }) },
  { path: () => '/xapi/rest/oddsLadderAndMargins/1' },
  { path: () => '/xapi/rest/promotions/epw' },
  { path: () => '/xapi/rest/oddsboosts', options: () => ({ query: { limit: 10 } }) },
  { path: () => '/xapi/rest/jackpotbetweb/active', statuses: [200, 404] },
  { path: () => '/api/adverts/jackpot_banner', statuses: [200, 404] },
  {
    path: () => '/xapi/live/changes',
    options: (k) => ({ query: { after: Math.max(0, k.seq - 2) } }),
  },
  { path: (k) => `/xapi/icore/players/${player(k)}/details`, options: own },
  {
    path: (k) => `/xapi/icore/players/${player(k)}/balance/sportsbook`,
    options: (k) => ({ ...own(k), query: { includeFullBalanceDetails: true } }),
  },
  { path: () => '/xapi/icore/checkplayer', options: own },
  { path: (k) => `/xapi/icore/players/${player(k)}/history`, options: own },
  { path: (k) => `/xapi/icore/players/${player(k)}/sportsbook/wageringRequirements`, options: own },
  {
    path: (k) => `/xapi/rest/accounts/${account(k)}/info`,
    options: (k) => ({
      ...own(k),
      query: { includeTransactionsInfo: true, includePromotionalInfo: true },
    }),
  },
  { path: (k) => `/xapi/bet/account/${account(k)}/openbets`, options: own },
  { path: (k) => `/xapi/bet/account/${account(k)}/betcount`, options: own },
  { path: () => '/xapi/rest/acchistory/dailySettledBets', options: own },
  { path: (k) => `/xapi/rest/accounts/${account(k)}/transactions`, options: own },
  { path: (k) => `/xapi/rest/accounts/${account(k)}/payments`, options: own },
  { path: (k) => `/xapi/rest/accounts/${account(k)}/acceptance`, options: own },
  {
    method: 'PUT',
    path: () => '/xapi/rest/betslips/selections',
    options: (k) => ({ body: slipOf(k) }),
  },
  {
    method: 'PUT',
    path: () => '/xapi/rest/betslips/selections',
    options: (k) => ({ ...own(k), body: { ...slipOf(k), accountId: k.session.accountId } }),
  },
  {
    method: 'POST',
    path: () => '/xapi/rest/betslips/retailcodes',
    options: (k) => ({ body: slipOf(k) }),
  },
]

/** One past each documented bound: refused with a reason, never answered or failed. */
const bounds: { name: string; read: Read; status: number }[] = [
  {
    name: 'eventsPerPage 0',
    read: { path: () => '/xapi/rest/events', options: () => ({ query: { eventsPerPage: 0 } }) },
    status: 400,
  },
  {
    name: 'eventsPerPage 101',
    read: { path: () => '/xapi/rest/events', options: () => ({ query: { eventsPerPage: 101 } }) },
    status: 400,
  },
  {
    name: 'page 0',
    read: { path: () => '/xapi/rest/events', options: () => ({ query: { page: 0 } }) },
    status: 400,
  },
  {
    name: 'dateFrom after dateTo',
    read: {
      path: () => '/xapi/rest/events',
      options: () => ({ query: { dateFrom: '2030-01-02', dateTo: '2030-01-01' } }),
    },
    status: 400,
  },
  {
    name: 'openbets limit 1001',
    read: {
      path: (k) => `/xapi/bet/account/${account(k)}/openbets`,
      options: (k) => ({ ...own(k), query: { limit: 1001 } }),
    },
    status: 400,
  },
  {
    name: 'dailySettledBets numberOfBets 201',
    read: {
      path: () => '/xapi/rest/acchistory/dailySettledBets',
      options: (k) => ({ ...own(k), query: { numberOfBets: 201 } }),
    },
    status: 400,
  },
  {
    name: 'transactions pageSize 101',
    read: {
      path: (k) => `/xapi/rest/accounts/${account(k)}/transactions`,
      options: (k) => ({ ...own(k), query: { pageSize: 101 } }),
    },
    status: 400,
  },
  {
    name: 'an unknown event',
    read: { path: () => '/xapi/rest/events/no-such-event' },
    status: 404,
  },
  {
    name: 'an unknown market',
    read: { path: () => '/xapi/rest/markets/no-such-market' },
    status: 404,
  },
  {
    name: 'an unknown odds ladder version',
    read: { path: () => '/xapi/rest/oddsLadderAndMargins/999999' },
    status: 404,
  },
  {
    name: 'an unknown brand',
    read: { path: () => '/api/cached_settings', options: () => ({ brand: 'no-such-brand' }) },
    status: 404,
  },
  {
    name: 'a placement without its uuid',
    read: {
      method: 'POST',
      path: (k) => `/xapi/rest/accounts/${account(k)}/betslips`,
      options: (k) => ({ ...own(k), body: { singles: [] } }),
    },
    status: 400,
  },
  {
    name: 'an empty slip to book',
    read: {
      method: 'POST',
      path: () => '/xapi/rest/betslips/retailcodes',
      options: () => ({ body: { singles: [] } }),
    },
    status: 422,
  },
]

const describe = (read: Read) => {
  const sample: Known = {
    session: {
      token: '',
      accountId: '{accountId}',
      username: '{username}',
      currency: '',
      brand: '',
    },
    eventId: '{eventId}',
    marketId: '{marketId}',
    outcomeId: '{outcomeId}',
    seq: 0,
  }
  const query = read.options?.(sample).query
  const shown = query
    ? `?${Object.entries(query)
        .map(([name, value]) => `${name}=${name === 'after' ? 'N' : value}`)
        .join('&')}`
    : ''
  return `${read.method ?? 'GET'} ${decodeURIComponent(read.path(sample))}${shown}`
}

const call = async (context: Context, read: Read) => {
  const found = await known(context)
  return context.client.call(read.method ?? 'GET', read.path(found), read.options?.(found) ?? {})
}

export const readChecks: Check[] = [
  ...reads.map(
    (read): Check => ({
      section: '7',
      group: 'reads',
      name: `${describe(read)} with valid input`,
      async run(context) {
        const answer = await call(context, read)
        expectStatus(answer, read.statuses ?? 200, describe(read))
        expect(answer.json !== undefined, 'the answer is not JSON', answer)
      },
    }),
  ),
  ...bounds.map(
    ({ name, read, status }): Check => ({
      section: '8',
      group: 'boundaries',
      name: `${name}: ${status} with { code, message }`,
      async run(context) {
        expectError(await call(context, read), status, undefined, name)
      },
    }),
  ),
]
