// GET and POST /xapi/icore/players/{username}/riskGroupNotice (domain/rules/risk-group-notice.ts):
// whether the notice is due, with the player's activity over the window it sums; the POST is the
// player's acknowledgement. Amounts in minor units of the player's currency.

import * as v from 'valibot'
import { amountSchema } from './money.ts'
import { operation } from './operation.ts'
import { ownPathRefusals, playerPathSchema } from './player-records.ts'

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

const tags = ['Player API']

export const getRiskGroupNotice = operation({
  operationId: 'getRiskGroupNotice',
  method: 'GET',
  path: '/xapi/icore/players/{username}/riskGroupNotice',
  summary:
    "The risk-group notice: whether it is due, and the player's real-money activity of the last 30 days",
  tags,
  caller: 'player',
  params: playerPathSchema,
  answers: { 200: riskGroupNoticeSchema },
  errors: { 400: ['invalid-request'], ...ownPathRefusals, 404: ['not-found'] },
})

export const acknowledgeRiskGroupNotice = operation({
  operationId: 'acknowledgeRiskGroupNotice',
  method: 'POST',
  path: '/xapi/icore/players/{username}/riskGroupNotice',
  summary:
    'The player acknowledges the risk-group notice, which is kept and puts it off for a day; 409 outside the risk group',
  tags,
  caller: 'player',
  params: playerPathSchema,
  answers: { 200: riskGroupNoticeSchema },
  errors: {
    400: ['invalid-request'],
    ...ownPathRefusals,
    404: ['not-found'],
    409: ['not-in-risk-group'],
  },
})
