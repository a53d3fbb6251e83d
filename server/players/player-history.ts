// A player's history (GET /xapi/icore/players/{username}/history): logins from the sessions,
// payments and bets, newest first, between two moments, a page at a time.

import type { HistoryItem, HistoryPage, HistoryQuery } from '../../domain/api/player-records.ts'
import type { Queryable } from '../db/database.ts'

interface HistoryRow {
  kind: HistoryItem['kind']
  at: Date | string
  amount: number | string | null
  status: string | null
  reference: string
  detail: string | null
}

// One list of every kind, each row with what its description needs.
const history = `
  select 'login' as kind, s.created_at as at, null::bigint as amount, null::text as status,
         s.id as reference, s.kind as detail
  from sessions s where s.player_id = $1
  union all
  select p.kind, p.created_at, case when p.kind = 'deposit' then p.amount else -p.amount end,
         p.status, p.id, p.method || ' ' || coalesce(p.destination, '')
  from payments p join accounts a on a.id = p.account_id where a.player_id = $1
  union all
  select 'bet', b.created_at, -b.total_cost, 'placed', b.id, b.reference
  from betslips b join accounts a on a.id = b.account_id where a.player_id = $1`

/** The bounds as instants: a date alone is from its start, or through its end for `to`. */
export function historyBounds(query: HistoryQuery): { from?: Date; to?: Date } {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/
  const from = query.from === undefined ? undefined : new Date(query.from)
  let to: Date | undefined
  if (query.to !== undefined) {
    to = new Date(query.to)
    if (dateOnly.test(query.to)) to = new Date(to.getTime() + 86_400_000 - 1)
  }
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) }
}

export async function readHistory(
  db: Queryable,
  playerId: string,
  query: HistoryQuery,
): Promise<HistoryPage> {
  const { from, to } = historyBounds(query)
  const filter = `($2::timestamptz is null or at >= $2) and ($3::timestamptz is null or at <= $3)
    and ($4::text is null or kind = $4)`
  const params = [
    playerId,
    from?.toISOString() ?? null,
    to?.toISOString() ?? null,
    query.kind ?? null,
  ]
  const [counted] = await db.query<{ total: number | string }>(
    `select count(*) as total from (${history}) h where ${filter}`,
    params,
  )
  const rows = await db.query<HistoryRow>(
    `select * from (${history}) h where ${filter} order by at desc, reference desc
     limit $5 offset $6`,
    [...params, query.pageSize, (query.page - 1) * query.pageSize],
  )
  return {
    items: rows.map(itemOf),
    page: query.page,
    pageSize: query.pageSize,
    total: Number(counted?.total ?? 0),
  }
}

function itemOf(row: HistoryRow): HistoryItem {
  return {
    kind: row.kind,
    at: new Date(row.at).toISOString(),
    description: descriptionOf(row),
    ...(row.amount === null ? {} : { amount: Number(row.amount) }),
    ...(row.status === null ? {} : { status: row.status }),
    reference: row.reference,
  }
}

function descriptionOf(row: HistoryRow): string {
  const [method, lastFour] = (row.detail ?? '').split(' ')
  const where = method === 'bank' ? `bank account ending ${lastFour}` : `card ending ${lastFour}`
  switch (row.kind) {
    case 'login':
      return row.detail === 'wallet' ? 'Logged in through the wallet' : 'Logged in'
    case 'deposit':
      return `Deposit by ${where}`
    case 'withdrawal':
      return `Withdrawal to ${where}`
    case 'bet':
      return `Bet ${row.detail ?? ''}`.trim()
  }
}
