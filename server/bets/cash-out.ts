// Cashes out an open bet, in full or in part (docs/cashout.md). The bet row is locked, the offer
// recomputed from the prices now (in the bettor's brand odds, as its prices were taken), and the confirmation judged against the offer its
// cashoutOddsKey names: the same offer is taken; one that moved up is taken only with
// acceptHigherOdds; one that moved down never (the new offer is answered instead). The cash_outs
// row, the bet's reduced stake and the ledger credit commit together, and the same uuid again
// answers the first cash-out without paying twice.

import { randomUUID } from 'node:crypto'
import type { CashoutConfirmResponse, CashoutRequest } from '../../domain/api/cash-out.ts'
import { takeCashOut } from '../../domain/bets/cash-out.ts'
import type { Database } from '../db/database.ts'
import { transactionWithRetry } from '../db/retry.ts'
import { fault } from '../seeded-faults.ts'
import { postToLedger } from '../wallet/ledger.ts'
import { accountOdds } from './betting-settings.ts'
import { offerKeys } from './offer-keys.ts'
import { offerOf, readBets } from './open-bets.ts'

export type CashOutAnswer =
  | { ok: true; response: CashoutConfirmResponse }
  | { ok: false; status: 404 | 409 | 422; code: string; message: string }

export async function cashOut(
  db: Database,
  input: { accountId: string; uuid: string; request: CashoutRequest },
): Promise<CashOutAnswer> {
  const { accountId, uuid, request } = input
  // Read before the transaction: PGlite runs one at a time, so a read on db inside would wait.
  const odds = await accountOdds(db, accountId)
  const keys = await offerKeys(db)
  return transactionWithRetry(db, async (tx): Promise<CashOutAnswer> => {
    const [record] = await readBets(
      tx,
      accountId,
      { betId: request.betId },
      { odds, forUpdate: true },
    )
    if (!record) return refuse(404, 'not-found', 'no such bet on this account')
    // Under the bet's lock: a retry racing its first attempt waits for it, then finds it.
    const [earlier] = await tx.query<{ amount: number | string; remaining: number | null }>(
      `select amount, (response ->> 'remainingStake')::bigint as remaining from cash_outs
       where bet_id = $1 and uuid = $2`,
      [request.betId, uuid],
    )
    // Built again in the first answer's field order (jsonb keeps no order), so a retry gets the
    // same bytes.
    if (earlier)
      return {
        ok: true,
        response: {
          status: 'cashedOut',
          amount: Number(earlier.amount),
          remainingStake: Number(earlier.remaining ?? 0),
        },
      }
    const { bet } = record
    if (bet.status !== 'open')
      return refuse(409, 'cashout-unavailable', `the bet is ${bet.status}, no longer open`)
    const offer = offerOf(record, keys)
    if (offer.status === 'suspended') return { ok: true, response: { status: 'suspended' } }
    if (offer.status !== 'available')
      return refuse(409, 'cashout-unavailable', `no cash-out: ${offer.reason ?? 'not offered'}`)

    const seen = keys.read(bet.betId, request.cashoutOddsKey)
    if (!seen) return refuse(422, 'invalid-cashout-odds-key', 'cashoutOddsKey was not given here')
    if (request.cashoutStakeAmount > seen.amount)
      return refuse(422, 'over-offer', 'cashoutStakeAmount is more than the offer')
    const taken = takeCashOut({
      seen,
      offer: { amount: offer.amount, sameAsSeen: offer.cashoutOddsKey === request.cashoutOddsKey },
      bet,
      requested: request.cashoutStakeAmount,
      acceptHigherOdds: request.acceptHigherOdds,
    })
    if (!taken.ok) return { ok: true, response: { status: 'offerChanged', offer } }
    const { stakePart: part, amount, remainingStake, returnsLeft } = taken
    const response: CashoutConfirmResponse = { status: 'cashedOut', amount, remainingStake }

    await tx.query(
      `insert into cash_outs (id, bet_id, uuid, stake_part, amount, response)
       values ($1, $2, $3, $4, $5, $6)`,
      [randomUUID(), bet.betId, uuid, part, amount, JSON.stringify(response)],
    )
    await tx.query(
      `update bets set cashed_out_stake = cashed_out_stake + $2, potential_returns = $3,
         status = case when $4 then 'cashed-out' else status end,
         settled_at = case when $4 then now() else settled_at end,
         returns = case when $4
           then (select coalesce(sum(amount), 0) from cash_outs where bet_id = $1) else returns end
       where id = $1`,
      [bet.betId, part, returnsLeft, remainingStake === 0],
    )
    const posted = await postToLedger(tx, {
      accountId,
      wallet: 'real',
      type: 'cash-out',
      amount: fault('cashout-paid-twice') ? 2 * amount : amount,
      reference: bet.betId,
      reason: `Cash-out ${bet.reference}`,
      betslipId: bet.betSlipId,
    })
    if (!posted.ok)
      throw new Error(`cash-out of ${bet.betId}: the credit was refused (${posted.code})`)
    return { ok: true, response }
  })
}

const refuse = (status: 404 | 409 | 422, code: string, message: string): CashOutAnswer => ({
  ok: false,
  status,
  code,
  message,
})
