// GET and POST /xapi/icore/players/{username}/riskGroupNotice (domain/rules/risk-group-notice.ts):
// whether the notice is due, with the player's activity over the window it sums; the POST is the
// player's acknowledgement. Amounts in minor units of the player's currency.

import * as v from 'valibot'
import { amountSchema } from './money.ts'

export const riskGroupNoticeSchema = v.object({
  due: v.boolean(),
  currency: v.pipe(v.string(), v.length(3)),
  /** The days the activity covers, up to now. */
  days: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  deposited: amountSchema,
  withdrawn: amountSchema,
  /** Real-money stakes; free bets and promo cash are not the player's own money. */
  staked: amountSchema,
  /** Winnings, refunds and cash-outs paid to the real-money wallet. */
  returned: amountSchema,
})
export type RiskGroupNotice = v.InferOutput<typeof riskGroupNoticeSchema>
