// What the stake box does with each keystroke (SPEC.md section 5, stake text). The box keeps the
// bettor's text while they are still typing a decimal ("12." or "12.50") so the caret does not
// jump, and only a stake that changed triggers a betslip recalculation (a server round trip).

import { type Currency, displayDecimals, displayToMinor } from './currency.ts'
import { ratio } from './ratio.ts'

export type StakeEntry =
  | {
      ok: true
      /** What the stake box shows from now on. */
      text: string
      /** The stake in minor units of the real currency (x1000 for thousand-scale). */
      stake: number
      /** Whether returns and the betslip need recalculating for this keystroke. */
      recalculate: boolean
    }
  | { ok: false; reason: 'not-a-number' | 'too-large' }

const plainDecimal = /^(\d*)(?:\.(\d*))?$/

export const enterStake = (typed: string, activeStake: number, currency: Currency): StakeEntry => {
  const cleaned = typed.replaceAll(',', '').trim()
  const match = plainDecimal.exec(cleaned)
  if (!match) return { ok: false, reason: 'not-a-number' }
  const [, whole = '', fraction] = match
  const allowed = displayDecimals(currency)

  const amountOf = (wholeDigits: string, fractionDigits: string): number =>
    displayToMinor(
      ratio(BigInt(`${wholeDigits}${fractionDigits}` || '0'), 10n ** BigInt(fractionDigits.length)),
      currency,
    )

  if (cleaned === '0' || cleaned === '0.0')
    return { ok: true, text: cleaned, stake: 0, recalculate: activeStake !== 0 }

  const stillTyping =
    fraction !== undefined &&
    fraction.length <= allowed &&
    allowed > 0 &&
    (fraction === '' || fraction.endsWith('0'))
  if (stillTyping) {
    const stake = amountOf(whole, fraction)
    if (!Number.isSafeInteger(stake)) return { ok: false, reason: 'too-large' }
    return { ok: true, text: cleaned, stake, recalculate: false }
  }

  const kept = (fraction ?? '').slice(0, allowed)
  const normalisedWhole = whole.replace(/^0+(?=\d)/, '') || (kept ? '0' : '')
  const text = kept ? `${normalisedWhole}.${kept}` : normalisedWhole
  const stake = text === '' ? 0 : amountOf(normalisedWhole, kept)
  if (!Number.isSafeInteger(stake)) return { ok: false, reason: 'too-large' }
  return { ok: true, text, stake, recalculate: stake !== activeStake }
}
