// Amounts and numbers as text, with the grouping and decimal separators the brand configures
// (SPEC.md section 5: default en-US style, precision 2).

import { type Currency, isThousandScale, minorToDisplay } from './currency.ts'
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

/**
 * Minor units as the bettor reads them. A thousand-scale currency reads in thousands to the
 * nearest whole unit of the currency, without the zeros of a whole thousand: 500,000,000 IDR is
 * "500,000" (thousand), 12,345 VND "12.345" and 12,500 VND "12.5", as a "500,000.00" would read
 * as decimals of a thousand no one counts in.
 */
export const formatMoney = (
  minor: number,
  currency: Currency,
  format: NumberFormat = defaultNumberFormat,
  options: FormatOptions = {},
): string =>
  isThousandScale(currency)
    ? formatNumber(
        minorToDisplay(minor, currency),
        { ...format, precision: thousandScaleDecimals },
        { trimZeros: true },
      )
    : formatNumber(minorToDisplay(minor, currency), format, options)

/** A thousand's decimals that still count whole units of the currency: 12.345 is 12,345. */
const thousandScaleDecimals = 3
