// Keeps each brand's jackpot open: a jackpot whose window closed (its first event started) is
// closed, and a new one is made from the catalogue as stored: the next upcoming pre-match
// football events with an open match-result market, numbered by kick-off. Real events, so the
// jackpot settles on their real results. Safe from several servers at once: the unique index on
// a brand's open jackpot lets one insert win, and the others read it.

import { randomUUID } from 'node:crypto'
import type { JackpotTerms } from '../../domain/api/admin.ts'
import { largestPrize } from '../../domain/bets/jackpot.ts'
import { bettableOutcome } from '../bets/bettable-outcome.ts'
import { readBrandSettings } from '../brands/brand-settings.ts'
import { currencyRecord } from '../brands/supported-currencies.ts'
import type { Database, Queryable } from '../db/database.ts'
import { jackpotOffer, jackpotSize, leadTimeMs, smallestJackpot } from './jackpot-terms.ts'

interface Candidate {
  event_id: string
  market_id: string
  start_time: Date | string
}

/** The open jackpot's id for the brand, after closing a stale one and opening one if needed. */
export async function ensureActiveJackpot(
  db: Database,
  brandId: string,
  now: number,
): Promise<string | undefined> {
  await closeExpired(db, now)
  const open = await openJackpotId(db, brandId)
  if (open) return open
  const settings = await readBrandSettings(db, brandId)
  if (!settings) return undefined
  const candidates = await upcomingMatches(db, now)
  if (candidates.length < smallestJackpot) return undefined
  const currency = currencyRecord(settings.currencyCode, settings.currency_precision)
  const [brand] = await db.query<{ jackpot_terms: JackpotTerms | null }>(
    'select jackpot_terms from brands where id = $1',
    [brandId],
  )
  const offer = jackpotOffer(currency, brand?.jackpot_terms ?? undefined)
  const first = candidates[0] as Candidate
  const id = `jp-${randomUUID()}`
  return db.transaction(async (tx) => {
    const [created] = await tx.query<{ id: string }>(
      `insert into jackpots (id, brand_id, name, currency, prize, stake_per_line, closes_at)
       values ($1, $2, $3, $4, $5, $6, $7)
       on conflict (brand_id) where status = 'open' do nothing returning id`,
      [
        id,
        brandId,
        `${candidates.length}-match Jackpot`,
        currency.code,
        // Fewer matches than a full jackpot cost less to cover: the prize stays under that.
        Math.min(offer.prize, largestPrize(candidates.length, offer.stakePerLine)),
        offer.stakePerLine,
        new Date(first.start_time).toISOString(),
      ],
    )
    // Another server opened one at the same moment: that one is the brand's jackpot.
    if (!created) return openJackpotId(tx, brandId)
    await tx.query(
      `insert into jackpot_events (jackpot_id, event_number, event_id, market_id)
       select $1, x.n, x.event_id, x.market_id
       from jsonb_to_recordset($2) as x(n integer, event_id text, market_id text)`,
      [
        id,
        JSON.stringify(
          candidates.map((candidate, index) => ({
            n: index + 1,
            event_id: candidate.event_id,
            market_id: candidate.market_id,
          })),
        ),
      ],
    )
    return id
  })
}

async function openJackpotId(db: Queryable, brandId: string): Promise<string | undefined> {
  const [row] = await db.query<{ id: string }>(
    `select id from jackpots where brand_id = $1 and status = 'open'`,
    [brandId],
  )
  return row?.id
}

/**
 * A jackpot is open until its first event starts; then it waits for its results. A feed may
 * bring a kick-off forward: a match in play closes the jackpot whatever its advertised time.
 */
async function closeExpired(db: Queryable, now: number): Promise<void> {
  await db.query(
    `update jackpots j set status = 'closed'
     where status = 'open' and (closes_at <= $1 or exists (
       select 1 from jackpot_events je join events e on e.id = je.event_id
       where je.jackpot_id = j.id and (e.is_live or e.start_time <= $1)))`,
    [new Date(now).toISOString()],
  )
}

/**
 * The next football matches not started, kicking off after the lead time, each with its full-time
 * match result open on three outcomes and not resulted: one market per event, earliest first.
 */
async function upcomingMatches(db: Queryable, now: number): Promise<Candidate[]> {
  const rows = await db.query<Candidate>(
    `select e.id as event_id, min(m.id) as market_id, e.start_time
     from events e join markets m on m.event_id = e.id
     where e.sport_code = 'FOOT' and not e.is_live and not e.outright and not e.removed
       and not e.is_finished and e.start_time > $1
       and m.market_type_id = 'MRES' and m.period_id = 'FT' and m.status = 'open' and not m.removed
       and not exists (select 1 from results r where r.market_id = m.id)
       and (select count(*) from outcomes o
            where o.market_id = m.id and ${bettableOutcome('o', 'm', 'e')}) = 3
     group by e.id, e.start_time
     order by e.start_time, e.id
     limit $2`,
    [new Date(now + leadTimeMs).toISOString(), jackpotSize],
  )
  return rows
}
