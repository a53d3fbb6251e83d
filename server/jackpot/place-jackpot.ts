// Places a jackpot slip (POST /xapi/rest/accounts/{id}/jackpotbetslips?uuid=): every event number
// 1..N picked, every pick open, the jackpot still open, the cost within the balance; then the
// slip and its debit (a ledger row of type bet, through postToLedger) commit in one transaction
// under the account's row lock. The uuid is an idempotency key as for betslips: the first answer
// is stored with a hash of the request, every retry gets those bytes again, and the same uuid with
// another request is refused.

import { createHash, randomUUID } from 'node:crypto'
import type { JackpotBetslipRequest, JackpotPlacement } from '../../domain/api/jackpot.ts'
import { betErrorMeaning } from '../../domain/errors/bet-errors.ts'
import type { Database, Queryable } from '../db/database.ts'
import { transactionWithRetry } from '../db/retry.ts'
import { postToLedger } from '../wallet/ledger.ts'
import { priceJackpot } from './price-jackpot.ts'
import { readJackpot } from './read-jackpot.ts'

export type JackpotPlaced =
  /** The answer's JSON text as stored: the first placement and every retry. */
  { ok: true; body: string } | { ok: false; status: 404 | 422; code: string; message: string }

const refused = (status: 404 | 422, code: string, message?: string): JackpotPlaced => ({
  ok: false,
  status,
  code,
  message: message ?? betErrorMeaning(code),
})

/** The request as canonical text (picks in order, keys sorted), hashed to recognise a retry. */
export function jackpotRequestHash(request: JackpotBetslipRequest): string {
  const canonical = {
    jackpotId: request.jackpotId,
    globalStake: request.globalStake,
    originId: request.originId ?? null,
    singles: [...request.singles].map((single) => `${single.ordinal}:${single.outcomeId}`).sort(),
  }
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex')
}

async function storedAnswer(
  db: Queryable,
  accountId: string,
  uuid: string,
  hash: string,
): Promise<JackpotPlaced | undefined> {
  const [earlier] = await db.query<{ body: string; request_hash: string }>(
    'select response::text as body, request_hash from jackpot_slips where account_id = $1 and uuid = $2',
    [accountId, uuid],
  )
  if (!earlier) return undefined
  return earlier.request_hash === hash
    ? { ok: true, body: earlier.body }
    : refused(
        422,
        'idempotency-key-reused',
        'this uuid was used for another jackpot slip: send a new uuid for a new slip',
      )
}

export async function placeJackpotSlip(
  db: Database,
  input: { accountId: string; uuid: string; request: JackpotBetslipRequest; now: number },
): Promise<JackpotPlaced> {
  const { accountId, uuid, request, now } = input
  const hash = jackpotRequestHash(request)
  const early = await storedAnswer(db, accountId, uuid, hash)
  if (early) return early
  return transactionWithRetry(db, async (tx) => {
    // The jackpot first, shared: settlement takes it exclusively, so a slip is never stored on a
    // jackpot settled meanwhile; taken before the account, as settlement does, so neither waits
    // on the other in a circle.
    await tx.query('select 1 from jackpots where id = $1 for share', [request.jackpotId])
    const [account] = await tx.query<{
      balance: number | string
      brand_id: string
      self_excluded: boolean
    }>(
      `select a.balance, p.brand_id, p.self_excluded
       from accounts a join players p on p.id = a.player_id where a.id = $1 for update of a`,
      [accountId],
    )
    if (!account)
      throw new Error(`jackpot placement for a session without an account: ${accountId}`)
    // Under the account lock: a duplicate racing its first attempt waits here, then finds it.
    const earlier = await storedAnswer(tx, accountId, uuid, hash)
    if (earlier) return earlier
    const jackpot = await readJackpot(tx, request.jackpotId)
    if (!jackpot || jackpot.brandId !== account.brand_id)
      return refused(404, 'not-found', 'no such jackpot')
    if (account.self_excluded) return refused(422, 'RES-00103')
    const priced = priceJackpot(
      jackpot,
      {
        picks: request.singles,
        globalStake: request.globalStake,
        ...(request.originId === undefined ? {} : { originId: request.originId }),
      },
      now,
    )
    if (!priced.ok) return priced
    const { model } = priced
    if (!model.complete)
      return refused(
        422,
        'RES-00218',
        `every jackpot event needs a pick: ${model.missingEventNumbers.join(', ')} ${model.missingEventNumbers.length === 1 ? 'has' : 'have'} none`,
      )
    const [suspended] = model.errors
    if (suspended) return refused(422, suspended.code, suspended.message)
    const balance = Number(account.balance)
    if (model.totalCost > balance) return refused(422, 'RES-00056')

    const betSlipId = randomUUID()
    const reference = `JP-${betSlipId.slice(0, 8).toUpperCase()}`
    const debited = await postToLedger(tx, {
      accountId,
      wallet: 'real',
      type: 'bet',
      amount: -model.totalCost,
      reference: betSlipId,
      reason: `Jackpot bet ${reference}`,
    })
    // The balance was read under this transaction's lock and covers the cost, so a refusal here
    // is a bug; throwing rolls the slip back rather than store a slip nobody paid for.
    if (!debited.ok) throw new Error(`jackpot slip ${betSlipId}: the debit was refused`)
    const response: JackpotPlacement = {
      betSlipId,
      reference,
      jackpotId: jackpot.id,
      status: 'open',
      noOfBets: model.noOfBets,
      globalStake: model.globalStake,
      jackpotPrize: jackpot.prize,
      totalCost: model.totalCost,
      singles: model.singles,
      availableBalance: debited.balanceAfter,
    }
    const [stored] = await tx.query<{ body: string }>(
      `insert into jackpot_slips (id, jackpot_id, account_id, uuid, reference, request_hash,
         selections, lines, global_stake, total_cost, response)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       returning response::text as body`,
      [
        betSlipId,
        jackpot.id,
        accountId,
        uuid,
        reference,
        hash,
        JSON.stringify(priced.picks),
        model.noOfBets,
        model.globalStake,
        model.totalCost,
        JSON.stringify(response),
      ],
    )
    if (!stored) throw new Error(`jackpot slip ${betSlipId} was not stored`)
    return { ok: true, body: stored.body }
  })
}
