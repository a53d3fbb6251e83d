// POST /dev/players/{username}/money (test hooks only): sets a player's real money and promo cash
// to the amounts named, so that a conformance run, however often repeated, bets from a known
// balance. The difference is posted to the ledger as an adjustment, as an operator's would be.

import * as v from 'valibot'
import { amountSchema, currencyCodeSchema, usernameSchema } from './money.ts'

export const playerMoneyParamsSchema = v.object({ username: usernameSchema })

export const playerMoneyRequestSchema = v.object({
  /** The real balance to set, in minor units. */
  balance: amountSchema,
  /** The promo cash to set, in minor units; left as it is when absent. */
  promoCash: v.optional(amountSchema),
})
export type PlayerMoneyRequest = v.InferOutput<typeof playerMoneyRequestSchema>

export const playerMoneyResponseSchema = v.object({
  username: usernameSchema,
  balance: amountSchema,
  promoCash: amountSchema,
  currency: currencyCodeSchema,
})
export type PlayerMoneyResponse = v.InferOutput<typeof playerMoneyResponseSchema>
