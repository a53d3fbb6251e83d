// Cash-out answers (SPEC.md section 7, Bets; docs/cashout.md). Amounts in minor units.

import * as v from 'valibot'
import { amountSchema, idSchema } from './money.ts'

/** GET /xapi/bet/account/{id}/cashout/{betId}: what the bet can be cashed out for now. */
export const cashoutOfferResponseSchema = v.object({
  betId: idSchema,
  status: v.picklist(['available', 'suspended']),
  /** Ties a confirmation to this offer; the server answers offerChanged when it is stale. */
  cashoutOddsKey: v.string(),
  /** Offered for the whole bet; a partial cash-out accepts part of it. */
  amount: amountSchema,
})
export type CashoutOfferResponse = v.InferOutput<typeof cashoutOfferResponseSchema>

/** POST /xapi/bet/account/{id}/cashout: what became of the request. */
export const cashoutConfirmResponseSchema = v.variant('status', [
  v.object({ status: v.literal('cashedOut'), amount: amountSchema, remainingStake: amountSchema }),
  v.object({ status: v.literal('offerChanged'), offer: cashoutOfferResponseSchema }),
  v.object({ status: v.literal('suspended') }),
])
export type CashoutConfirmResponse = v.InferOutput<typeof cashoutConfirmResponseSchema>
