// POST /dev/players/{username}/money (test hooks only): sets a player's real money and promo cash
// to the amounts named, so that a conformance run, however often repeated, bets from a known
// balance. The difference is posted to the ledger as an adjustment, as an operator's would be.

import * as v from 'valibot'
import { amountSchema, currencyCodeSchema, usernameSchema } from './money.ts'
import { operation } from './operation.ts'

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

export const setPlayerMoney = operation({
  operationId: 'setPlayerMoney',
  method: 'POST',
  path: '/dev/players/{username}/money',
  summary:
    "Sets a player of the request's brand to the real money (and promo cash) named (development only)",
  description:
    "The difference from what the player holds is posted to the ledger as an adjustment per wallet, as an operator's correction would be, so the ledger still adds up to the balance. A conformance run calls it before betting so that it starts from a known balance however often it is repeated. A player not of the brand is 404.",
  tags: ['Test hooks'],
  caller: 'test-hook',
  params: playerMoneyParamsSchema,
  body: playerMoneyRequestSchema,
  answers: { 200: playerMoneyResponseSchema },
  errors: { 400: ['invalid-request'], 404: ['not-found', 'unknown-brand'] },
})
