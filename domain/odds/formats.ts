// Price formats (SPEC.md sections 3, 5, 9): the decimal price is the one the feed sends and the
// bet is struck at; every other format is a view of it. Asian and American formats turn negative
// on one side of evens: a negative figure is what the bettor risks to win one unit.

export type OddsFormat = 'euro' | 'uk' | 'us' | 'hk' | 'malay' | 'indo'

/** The formats that are one signed number (uk is a fraction, see fractional.ts). */
export type NumericOddsFormat = Exclude<OddsFormat, 'uk'>

export const oddsFormats: readonly OddsFormat[] = ['euro', 'uk', 'us', 'hk', 'malay', 'indo']

export const isOddsFormat = (value: unknown): value is OddsFormat =>
  oddsFormats.includes(value as OddsFormat)

/** The decimal price in another numeric format; undefined for a price that pays nothing. */
export const fromDecimalOdds = (decimal: number, format: NumericOddsFormat): number | undefined => {
  if (!(decimal > 1) || !Number.isFinite(decimal)) return undefined
  const profit = decimal - 1
  switch (format) {
    case 'euro':
      return decimal
    case 'hk':
      return profit
    case 'us':
      return decimal >= 2 ? profit * 100 : -100 / profit
    case 'malay':
      return decimal <= 2 ? profit : -1 / profit
    case 'indo':
      return decimal >= 2 ? profit : -1 / profit
  }
}

/** A price in a numeric format as a decimal price; undefined where the figure is not a price. */
export const toDecimalOdds = (value: number, format: NumericOddsFormat): number | undefined => {
  if (!Number.isFinite(value)) return undefined
  switch (format) {
    case 'euro':
      return value > 1 ? value : undefined
    case 'hk':
      return value > 0 ? 1 + value : undefined
    case 'us':
      if (value >= 100) return 1 + value / 100
      return value <= -100 ? 1 + 100 / -value : undefined
    case 'malay':
      if (value > 0 && value <= 1) return 1 + value
      return value < 0 && value >= -1 ? 1 + 1 / -value : undefined
    case 'indo':
      if (value >= 1) return 1 + value
      return value <= -1 ? 1 + 1 / -value : undefined
  }
}
