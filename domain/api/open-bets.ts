import * as v from 'valibot'
import { amountSchema, idSchema } from './money.ts'

export const openBetsParamsSchema = v.object({ accountId: idSchema })

/** One open single in GET /xapi/bet/account/{id}/openbets (its shape is ours: docs/api.md). */
export const openBetSchema = v.object({
  betId: idSchema,
  betSlipId: idSchema,
  outcomeId: idSchema,
  outcomeDescription: v.string(),
  eventDescription: v.string(),
  decimal: v.pipe(v.number(), v.minValue(1)),
  unitStake: amountSchema,
  potentialReturns: amountSchema,
  /** ISO 8601. */
  placedAt: v.string(),
})
export type OpenBet = v.InferOutput<typeof openBetSchema>

export const openBetsResponseSchema = v.object({ bets: v.array(openBetSchema) })
export type OpenBetsResponse = v.InferOutput<typeof openBetsResponseSchema>
