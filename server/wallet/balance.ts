// The sportsbook wallet as the balance call answers it (SPEC.md section 3, Wallet): real money,
// promo cash, what is left to wager, and what may be withdrawn (the real money, unless the
// player's withdrawals are held).

import type { SportsbookBalance } from '../../domain/api/player-login.ts'
import type { Queryable } from '../db/database.ts'
import { fault } from '../seeded-faults.ts'

export async function readSportsbookBalance(
  db: Queryable,
  accountId: string,
): Promise<SportsbookBalance | undefined> {
  const [row] = await db.query<{
    balance: number | string
    promo_cash: number | string
    total_left_to_wager: number | string
    currency: string
    hold_withdraw: boolean
  }>(
    `select a.balance, a.promo_cash, a.total_left_to_wager, a.currency, p.hold_withdraw
     from accounts a join players p on p.id = a.player_id where a.id = $1`,
    [accountId],
  )
  if (!row) return undefined
  const balance = Number(row.balance)
  return {
    name: 'sportsbook',
    balance,
    promoCash: Number(row.promo_cash),
    totalLeftToWager: Number(row.total_left_to_wager),
    withdrawableAmount: row.hold_withdraw ? 0 : balance,
    currency: fault('missing-field') ? (undefined as unknown as string) : row.currency,
  }
}
