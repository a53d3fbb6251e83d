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
