// Accounts (SPEC.md section 7): the account summary (cached by the client for 15 seconds) and
// the real-money bonus choice stored on the account.

import type { FastifyInstance } from 'fastify'
import {
  type AccountInfo,
  type AccountUpdateAnswer,
  accountInfoTransactionCount,
  getAccountInfo,
  setRealMoneyBonuses,
} from '../../domain/api/accounts.ts'
import { playerDetailsDefaults } from '../../domain/player/profile.ts'
import { accountInfoCacheUnits } from '../../domain/rules/constants.ts'
import type { ApiContext } from '../http/api-context.ts'
import { ownsPath, sessionOf } from '../http/authenticate.ts'
import { sendError } from '../http/errors.ts'
import { serve } from '../http/serve.ts'
import { readSportsbookBalance } from '../wallet/balance.ts'
import { readTransactions } from '../wallet/transactions.ts'

/** SPEC.md section 9: account info cache 15 time units, read as seconds. */
const infoMaxAgeSeconds = accountInfoCacheUnits

export function accountRoutes(app: FastifyInstance, api: ApiContext): void {
  const { db } = api

  serve(app, api, getAccountInfo, async (request, reply) => {
    if (!(await ownsPath(request, reply, request.params))) return reply
    const { accountId } = sessionOf(request)
    const balance = await readSportsbookBalance(db, accountId)
    if (!balance) return sendError(reply, 404, 'not-found', 'no sportsbook account')
    const info: AccountInfo = { accountId, currency: balance.currency, balance }
    if (request.query.includeTransactionsInfo) {
      const latest = await readTransactions(db, accountId, {
        page: 1,
        pageSize: accountInfoTransactionCount,
      })
      info.transactions = latest.items
    }
    if (request.query.includePromotionalInfo) {
      const [row] = await db.query<{
        excluded_from_promotions: boolean
        was_set_real_money_bonuses: boolean
        real_money_bonuses: boolean
      }>(
        `select p.excluded_from_promotions, a.was_set_real_money_bonuses, a.real_money_bonuses
           from accounts a join players p on p.id = a.player_id where a.id = $1`,
        [accountId],
      )
      info.promotions = {
        promoCash: balance.promoCash,
        totalLeftToWager: balance.totalLeftToWager,
        excludedFromPromotions:
          row?.excluded_from_promotions ?? playerDetailsDefaults.excludedFromPromotions,
        wasSetRealMoneyBonuses: row?.was_set_real_money_bonuses ?? false,
        realMoneyBonuses: row?.real_money_bonuses ?? false,
      }
    }
    // Private: the answer is one player's; a shared cache must not keep it.
    reply.header('cache-control', `private, max-age=${infoMaxAgeSeconds}`)
    return info
  })

  serve(app, api, setRealMoneyBonuses, async (request, reply) => {
    if (!(await ownsPath(request, reply, request.params))) return reply
    const { accountId } = sessionOf(request)
    const { wasSetRealMoneyBonuses, realMoneyBonuses } = request.body
    await db.query(
      `update accounts set was_set_real_money_bonuses = $2, real_money_bonuses = $3 where id = $1`,
      [accountId, wasSetRealMoneyBonuses, realMoneyBonuses],
    )
    return { accountId, wasSetRealMoneyBonuses, realMoneyBonuses } satisfies AccountUpdateAnswer
  })
}
