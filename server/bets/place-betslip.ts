// Places a betslip of singles: checks every selection against the live state, then stores the
// bets and debits the stake through the ledger (server/wallet/ledger.ts) in one transaction. A
// slip with any error debits nothing. The same uuid twice answers the first placement again.

import { randomUUID } from 'node:crypto'
import type {
  BetError,
  PlaceBetslipRequest,
  PlacementResponse,
} from '../../domain/api/placement.ts'
import { singleReturns } from '../../domain/bets/potential-returns.ts'
import { defaultCurrency } from '../../domain/money/currency.ts'
import { type StakeLimitSettings, stakeLimits } from '../../domain/money/stake-limits.ts'
import type { Database, Queryable } from '../db/database.ts'
import { transactionWithRetry } from '../db/retry.ts'
import { postToLedger } from '../wallet/ledger.ts'

interface SelectionRow {
  outcome_id: string
  price: number | string
  outcome_status: string
  hidden: boolean
  market_status: string
  is_finished: boolean
}

const originIdDefault = 11

export async function placeBetslip(
  db: Database,
  input: {
    accountId: string
    uuid: string
    request: PlaceBetslipRequest
    limitSettings: StakeLimitSettings
  },
): Promise<PlacementResponse> {
  const { accountId, uuid, limitSettings } = input
  const request = { ...input.request, singles: input.request.singles ?? [] }
  const userAcceptOdds = request.userAcceptOdds ?? 'D'
  const originId = request.originId ?? originIdDefault
  return transactionWithRetry(db, async (tx) => {
    const [account] = await tx.query<{ balance: number | string; currency: string }>(
      'select balance, currency from accounts where id = $1 for update',
      [accountId],
    )
    // Checked under the account lock: a retry racing its first attempt waits, then finds it.
    const [earlier] = await tx.query<{ response: PlacementResponse }>(
      'select response from betslips where uuid = $1 and account_id = $2',
      [uuid, accountId],
    )
    if (earlier) return earlier.response
    const balance = Number(account?.balance ?? 0)
    const limits = stakeLimits(limitSettings, {
      code: account?.currency ?? defaultCurrency.code,
      precision: defaultCurrency.precision,
    })
    const rejected = (errors: BetError[]): PlacementResponse => ({
      betSlipId: '',
      reference: uuid,
      delay: 0,
      singles: [],
      totalCost: 0,
      potentialReturns: 0,
      availableBalance: balance,
      originId,
      userAcceptOdds,
      errors,
    })

    const selections = await readSelections(
      tx,
      request.singles.map((single) => single.outcomeId),
    )
    const errors: BetError[] = []
    const seen = new Set<string>()
    const singles = request.singles.map((single) => {
      const selection = selections.get(single.outcomeId)
      const price = Number(selection?.price ?? single.decimal)
      if (seen.has(single.outcomeId))
        errors.push({
          code: 'RES-00218',
          message: 'outcomes combined not allowed',
          outcomeId: single.outcomeId,
        })
      seen.add(single.outcomeId)
      if (!selection)
        errors.push({
          code: 'RES-00098',
          message: 'no price available',
          outcomeId: single.outcomeId,
        })
      else if (selection.is_finished)
        errors.push({ code: 'RES-00047', message: 'event passed', outcomeId: single.outcomeId })
      else if (
        selection.market_status !== 'open' ||
        selection.outcome_status !== 'open' ||
        selection.hidden
      )
        errors.push({
          code: 'RES-00108',
          message: 'single bet or event suspended',
          outcomeId: single.outcomeId,
        })
      else if (!priceAccepted(single.decimal, price, userAcceptOdds))
        errors.push({
          code: 'RES-00152',
          message: 'bet change',
          outcomeId: single.outcomeId,
          currentDecimal: price,
        })
      if (single.unitStake < limits.min)
        errors.push({ code: 'RES-00140', message: 'stake under min', outcomeId: single.outcomeId })
      if (single.unitStake > limits.max)
        errors.push({ code: 'RES-00034', message: 'stake over max', outcomeId: single.outcomeId })
      return { outcomeId: single.outcomeId, decimal: price, unitStake: single.unitStake }
    })
    const totalCost = singles.reduce((sum, single) => sum + single.unitStake, 0)
    if (errors.length === 0 && totalCost > balance)
      errors.push({ code: 'RES-00056', message: 'stake greater than balance' })
    if (errors.length > 0) return rejected(errors)

    const betSlipId = randomUUID()
    const reference = `BS-${betSlipId.slice(0, 8).toUpperCase()}`
    const placed = singles.map((single) => ({
      betId: randomUUID(),
      ...single,
      potentialReturns: singleReturns(single.unitStake, single.decimal),
    }))
    const availableBalance = balance - totalCost
    const response: PlacementResponse = {
      betSlipId,
      reference,
      delay: 0,
      singles: placed,
      totalCost,
      potentialReturns: placed.reduce((sum, single) => sum + single.potentialReturns, 0),
      availableBalance,
      originId,
      userAcceptOdds,
      errors: [],
    }
    await tx.query(
      `insert into betslips (id, uuid, account_id, reference, total_cost, potential_returns, origin_id, user_accept_odds, response)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        betSlipId,
        uuid,
        accountId,
        reference,
        totalCost,
        response.potentialReturns,
        originId,
        userAcceptOdds,
        JSON.stringify(response),
      ],
    )
    for (const bet of placed) {
      await tx.query(
        `insert into bets (id, betslip_id, account_id, outcome_id, price, unit_stake, potential_returns)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [
          bet.betId,
          betSlipId,
          accountId,
          bet.outcomeId,
          bet.decimal,
          bet.unitStake,
          bet.potentialReturns,
        ],
      )
    }
    const debited = await postToLedger(tx, {
      accountId,
      wallet: 'real',
      type: 'bet',
      amount: -totalCost,
      reference: betSlipId,
      reason: `Bet ${reference}`,
      betslipId: betSlipId,
    })
    // The balance was read under this transaction's lock and covers the cost, so a refusal here
    // is a bug; throwing rolls the slip back rather than store a bet nobody paid for.
    if (!debited.ok)
      throw new Error(`betslip ${betSlipId}: the debit was refused (${debited.code})`)
    return response
  })
}

/** D takes only the price seen; H also a higher one; A any (docs/api.md). */
function priceAccepted(seen: number, current: number, userAcceptOdds: 'D' | 'H' | 'A'): boolean {
  if (userAcceptOdds === 'A') return true
  if (userAcceptOdds === 'H') return current >= seen
  return current === seen
}

async function readSelections(
  tx: Queryable,
  outcomeIds: string[],
): Promise<Map<string, SelectionRow>> {
  const rows = await tx.query<SelectionRow>(
    `select o.id as outcome_id, o.price, o.status as outcome_status, o.hidden,
            m.status as market_status, e.is_finished
     from outcomes o join markets m on m.id = o.market_id join events e on e.id = o.event_id
     where o.id = any($1)`,
    [outcomeIds],
  )
  return new Map(rows.map((row) => [row.outcome_id, row]))
}
