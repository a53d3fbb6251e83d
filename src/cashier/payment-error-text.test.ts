import { describe, expect, it } from 'vitest'
import { en } from '../i18n/en/index.ts'
import { createTranslator } from '../i18n/translate.ts'
import { paymentErrorText } from './payment-error-text.ts'

const t = createTranslator({ locale: 'en', english: en, dictionary: undefined })

describe("a failed payment in the bettor's words", () => {
  it("a decline is told by its code, never in the provider's words", () => {
    const text = paymentErrorText(t, { code: 'card-declined', message: 'card declined' })
    expect(text).toBe('Your bank declined this card. Try another card, or ask your bank why.')
  })

  it("any other refusal keeps the server's sentence", () => {
    const message = 'Withdrawals are on hold for this account.'
    expect(paymentErrorText(t, { code: 'withdrawals-held', message })).toBe(message)
  })
})
