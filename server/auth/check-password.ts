// The password step every login method shares: the brand's player by username, the password
// checked against its slow hash, and a locked account told apart only once the password is right.
// An unknown username costs the same hash as a known one, so timing does not tell them apart.

import type { OddsFormat } from '../../domain/odds/formats.ts'
import type { Queryable } from '../db/database.ts'
import { chosenPriceFormat } from '../players/chosen-price-format.ts'
import { hashPassword, verifyPassword } from './passwords.ts'
import type { SessionPlayer } from './sessions.ts'

export interface LoginPlayer extends SessionPlayer {
  currency: string
  locale: string
  /** Absent until the player has chosen one (chosen-price-format.ts). */
  priceFormat?: OddsFormat
  secondFactor: 'none' | 'otp' | 'security-question'
}

export type PasswordCheck =
  | { status: 'valid'; player: LoginPlayer }
  | { status: 'invalid' }
  | { status: 'locked' }

let decoyHash: Promise<string> | undefined

export async function checkPassword(
  db: Queryable,
  brandId: string,
  username: string,
  password: string,
): Promise<PasswordCheck> {
  const [row] = await db.query<{
    id: string
    username: string
    password_hash: string
    currency: string
    locale: string
    price_format: string
    odds_type: string
    second_factor: LoginPlayer['secondFactor']
    account_status: string
    account_id: string
  }>(
    `select p.id, p.username, p.password_hash, p.currency, p.locale, p.price_format,
       p.odds_type, p.second_factor, p.account_status, a.id as account_id
     from players p join accounts a on a.player_id = p.id
     where p.brand_id = $1 and p.username = $2 limit 1`,
    [brandId, username.trim()],
  )
  decoyHash ??= hashPassword('decoy password')
  const matches = await verifyPassword(password, row?.password_hash ?? (await decoyHash))
  if (!row || !matches) return { status: 'invalid' }
  if (row.account_status === 'locked') return { status: 'locked' }
  const priceFormat = chosenPriceFormat(row)
  return {
    status: 'valid',
    player: {
      playerId: row.id,
      accountId: row.account_id,
      username: row.username,
      brandId,
      currency: row.currency,
      locale: row.locale,
      ...(priceFormat ? { priceFormat } : {}),
      secondFactor: row.second_factor,
    },
  }
}
