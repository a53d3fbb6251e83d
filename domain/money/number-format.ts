// Amounts and numbers as text, with the grouping and decimal separators the brand configures
// (SPEC.md section 5: default en-US style, precision 2).

import { type Currency, minorToDisplay } from './currency.ts'
import { fromDecimal, multiply, type Ratio, ratio, roundHalfUp } from './ratio.ts'

export interface NumberFormat {
  groupSeparator: string
  decimalSeparator: string
  /** Decimals shown. */
  precision: number
}

export const defaultNumberFormat: NumberFormat = {
  groupSeparator: ',',
  decimalSeparator: '.',
  precision: 2,
}

export interface FormatOptions {
  /** "Up to" the precision: trailing zeros after the point are dropped (12.5, not 12.50). */
  trimZeros?: boolean
}

const group = (digits: string, separator: string): string =>
  digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator)

export const formatNumber = (
  value: number | Ratio,
  format: NumberFormat = defaultNumberFormat,
  options: FormatOptions = {},
): string => {
  const exact = typeof value === 'number' ? fromDecimal(value) : value
  const scaled = roundHalfUp(multiply(exact, ratio(10n ** BigInt(format.precision))))
  const negative = scaled < 0n
  const digits = (negative ? -scaled : scaled).toString().padStart(format.precision + 1, '0')
  const whole = digits.slice(0, digits.length - format.precision)
  let fraction = digits.slice(digits.length - format.precision)
  if (options.trimZeros) fraction = fraction.replace(/0+$/, '')
  const sign = negative ? '-' : ''
  const body = group(whole, format.groupSeparator)
  return fraction ? `${sign}${body}${format.decimalSeparator}${fraction}` : `${sign}${body}`
}

/** Minor units as the bettor reads them: 12,345 VND shows as 12.35 (thousand) with precision 2. */
export const formatMoney = (
  minor: number,
  currency: Currency,
  format: NumberFormat = defaultNumberFormat,
  options: FormatOptions = {},
): string => formatNumber(minorToDisplay(minor, currency), format, options)
