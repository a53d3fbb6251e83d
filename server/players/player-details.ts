// A player's details as the Player API answers them, and the changes a player may make to them.

import type { PlayerDetailsAnswer, PlayerDetailsUpdate } from '../../domain/api/player-records.ts'
import type { Queryable } from '../db/database.ts'
import { chosenPriceFormat } from './chosen-price-format.ts'

interface DetailsRow {
  id: string
  username: string
  price_format: string
  odds_type: string
  hold_withdraw: boolean
  vip_level: number
  enable_stream_full_screen: boolean
  account_id: string
  default_stake: number | string | null
  created_at: Date | string
  locale: string
  currency: string
  country_code: string
  created_by_agent: boolean
  is_remember_stake: boolean
  excluded_from_promotions: boolean
}

export async function readPlayerDetails(
  db: Queryable,
  playerId: string,
): Promise<PlayerDetailsAnswer | undefined> {
  const [row] = await db.query<DetailsRow>(
    `select p.*, a.id as account_id from players p join accounts a on a.player_id = p.id
     where p.id = $1 limit 1`,
    [playerId],
  )
  if (!row) return undefined
  const priceFormat = chosenPriceFormat(row)
  return {
    alsId: row.id,
    username: row.username,
    ...(priceFormat ? { priceFormat } : {}),
    holdWithdraw: row.hold_withdraw,
    vipLevel: Number(row.vip_level),
    enableStreamFullScreen: row.enable_stream_full_screen,
    accountNumber: row.account_id,
    ...(row.default_stake === null ? {} : { defaultStake: Number(row.default_stake) }),
    registrationDateTime: new Date(row.created_at).toISOString(),
    locale: row.locale,
    currency: row.currency,
    countryCode: row.country_code,
    playerCreatedByAgent: row.created_by_agent,
    isRememberStake: row.is_remember_stake,
    excludedFromPromotions: row.excluded_from_promotions,
  }
}

const columns: Record<keyof PlayerDetailsUpdate, string> = {
  priceFormat: 'price_format',
  locale: 'locale',
  defaultStake: 'default_stake',
  isRememberStake: 'is_remember_stake',
  enableStreamFullScreen: 'enable_stream_full_screen',
}

/** Writes the fields the update names; a price format is the player's odds type too. */
export async function updatePlayerDetails(
  db: Queryable,
  playerId: string,
  update: PlayerDetailsUpdate,
): Promise<void> {
  const assignments: string[] = []
  const values: unknown[] = [playerId]
  for (const [field, column] of Object.entries(columns) as [keyof PlayerDetailsUpdate, string][]) {
    if (update[field] === undefined) continue
    values.push(update[field])
    assignments.push(`${column} = $${values.length}`)
    if (field === 'priceFormat') assignments.push(`odds_type = $${values.length}`)
  }
  if (assignments.length > 0)
    await db.query(`update players set ${assignments.join(', ')} where id = $1`, values)
}

/** POST /xapi/icore/players/priceformat: the format and the odds type, together. */
export async function updatePriceFormat(
  db: Queryable,
  playerId: string,
  priceFormat: string,
): Promise<void> {
  await db.query('update players set price_format = $2, odds_type = $2 where id = $1', [
    playerId,
    priceFormat,
  ])
}
