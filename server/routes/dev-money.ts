// POST /dev/players/{username}/money (test hooks, DEV_ENDPOINTS=1): sets a player's money to the
// amounts named, through the ledger like every balance change (an adjustment row per wallet that
// moves), so a conformance run starts its bets from a known balance however often it is repeated.

import type { FastifyInstance } from 'fastify'
import { type PlayerMoneyResponse, setPlayerMoney } from '../../domain/api/player-money.ts'
import type { ApiContext } from '../http/api-context.ts'
import { sendError } from '../http/errors.ts'
import { serve } from '../http/serve.ts'
import { postToLedger, type WalletName } from '../wallet/ledger.ts'

export function devMoneyRoutes(app: FastifyInstance, api: ApiContext): void {
  serve(app, api, setPlayerMoney, async (request, reply) => {
    const brandId = api.brands.brandOf(request)
    if (brandId === undefined)
      return sendError(reply, 404, 'unknown-brand', `no brand ${request.headers.brand}`)
    const { username } = request.params
    const set = await api.db.transaction(async (tx) => {
      const [account] = await tx.query<{
        id: string
        balance: number | string
        promo_cash: number | string
        currency: string
      }>(
        `select a.id, a.balance, a.promo_cash, a.currency from accounts a
           join players p on p.id = a.player_id
           where p.brand_id = $1 and p.username = $2 for update of a`,
        [brandId, username],
      )
      if (!account) return undefined
      const wanted: Record<WalletName, number> = {
        real: request.body.balance,
        promo: request.body.promoCash ?? Number(account.promo_cash),
      }
      const now: Record<WalletName, number> = {
        real: Number(account.balance),
        promo: Number(account.promo_cash),
      }
      for (const wallet of ['real', 'promo'] as const) {
        const amount = wanted[wallet] - now[wallet]
        if (amount === 0) continue
        const posted = await postToLedger(tx, {
          accountId: account.id,
          wallet,
          type: 'adjustment',
          amount,
          reason: 'Test hook: money set',
        })
        if (!posted.ok) throw new Error(`setting ${username}'s money: ${posted.code}`)
      }
      return { currency: account.currency, promoCash: wanted.promo }
    })
    if (!set) return sendError(reply, 404, 'not-found', `no player ${username} on ${brandId}`)
    return {
      username,
      balance: request.body.balance,
      promoCash: set.promoCash,
      currency: set.currency,
    } satisfies PlayerMoneyResponse
  })
}
