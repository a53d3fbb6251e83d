// Odds as the bettor reads them in their chosen format (SPEC.md section 5, odds display).
// Decimal-like formats (euro, hk, malay, indo) show two decimals, three when the price is under
// 1.01; American odds are whole numbers with a sign, as American books print them; uk is a
// fraction.

import { formatNumber } from '../money/number-format.ts'
import { fromDecimalOdds, type OddsFormat } from './formats.ts'
import { decimalToFraction, formatFraction } from './fractional.ts'
import { oddsPrecision } from './rounding.ts'

/** The price as text; an empty string for a price that pays nothing (nothing to show). */
export const formatOdds = (decimal: number, format: OddsFormat): string => {
  if (format === 'uk') {
    const fraction = decimalToFraction(decimal)
    return fraction ? formatFraction(fraction) : ''
  }
  const value = fromDecimalOdds(decimal, format)
  if (value === undefined) return ''
  if (format === 'us') {
    const whole = formatNumber(value, { groupSeparator: '', decimalSeparator: '.', precision: 0 })
    return value > 0 ? `+${whole}` : whole
  }
  return formatNumber(value, {
    groupSeparator: '',
    decimalSeparator: '.',
    precision: oddsPrecision(decimal),
  })
}
