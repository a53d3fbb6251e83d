// Why a payment failed, in the page's language. The provider's own words ("card declined",
// "insufficient funds") are its log's, not the bettor's: a decline is told by its code
// (domain/api/cashier.ts), any other refusal keeps the server's sentence.

import { type DeclineCode, declineCodes } from '../../domain/api/cashier.ts'
import type { MessageKey } from '../i18n/en/index.ts'
import type { Translate } from '../i18n/translate.ts'

const declines: Record<DeclineCode, MessageKey> = {
  'card-declined': 'cashier.declined.card-declined',
  'insufficient-funds': 'cashier.declined.insufficient-funds',
  'payout-declined': 'cashier.declined.payout-declined',
}

const isDeclineCode = (code: string | undefined): code is DeclineCode =>
  declineCodes.includes(code as DeclineCode)

export function paymentErrorText(t: Translate, error: { code?: string; message: string }): string {
  return isDeclineCode(error.code) ? t(declines[error.code]) : error.message
}
