// POST /xapi/icore/players/login: direct login; GET …/balance/sportsbook (SPEC.md section 7,
// Player API). Amounts in minor units.

import * as v from 'valibot'
import { amountSchema, idSchema, usernameSchema } from './money.ts'

export const directLoginRequestSchema = v.object({
  username: usernameSchema,
  password: v.pipe(v.string(), v.minLength(1), v.maxLength(256)),
})
export type DirectLoginRequest = v.InferOutput<typeof directLoginRequestSchema>

export const directLoginResponseSchema = v.object({
  alsToken: v.pipe(v.string(), v.minLength(1)),
  /** When the token expires, in seconds since the epoch. */
  expirationTimeInSeconds: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  username: v.pipe(v.string(), v.minLength(1)),
  accountId: idSchema,
  currency: v.pipe(v.string(), v.length(3)),
  priceFormat: v.string(),
  locale: v.string(),
})
export type DirectLoginResponse = v.InferOutput<typeof directLoginResponseSchema>

export const balanceParamsSchema = v.object({ username: v.pipe(v.string(), v.minLength(1)) })

export const balanceQuerySchema = v.object({
  includeFullBalanceDetails: v.optional(v.boolean()),
})

export const sportsbookBalanceSchema = v.object({
  name: v.literal('sportsbook'),
  balance: amountSchema,
  promoCash: amountSchema,
  totalLeftToWager: amountSchema,
  withdrawableAmount: amountSchema,
  currency: v.pipe(v.string(), v.length(3)),
})
export type SportsbookBalance = v.InferOutput<typeof sportsbookBalanceSchema>
