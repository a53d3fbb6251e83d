// POST /xapi/rest/accounts/{id}/jackpotbetslips: a jackpot slip (SPEC.md sections 3 and 7). The
// stake is an integer in minor units of the account's currency (docs/api.md).

import * as v from 'valibot'
import { idSchema, stakeSchema } from './money.ts'

export const jackpotBetslipRequestSchema = v.object({
  jackpotId: idSchema,
  globalStake: stakeSchema,
  /** One selection per jackpot event; ordinal is the event's number, from 1. */
  singles: v.pipe(
    v.array(
      v.object({
        outcomeId: idSchema,
        ordinal: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
      }),
    ),
    v.minLength(1),
  ),
})
export type JackpotBetslipRequest = v.InferOutput<typeof jackpotBetslipRequestSchema>

export const jackpotPlacementResponseSchema = v.object({ betSlipId: idSchema })
export type JackpotPlacementResponse = v.InferOutput<typeof jackpotPlacementResponseSchema>
