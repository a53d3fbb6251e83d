// Rates in percent as the page's locale writes them. Not one of format's: only the betslip shows
// a rate (its taxes, the acca bonus, the price-change choice), and the code at start has no bytes
// to spare for what its first screen never shows.

import { languageTag } from '../../domain/rules/locales.ts'

/** One formatter a locale and sign: built anew on each call, they cost a tap 3 ms at 6x. */
const formatters = new Map<string, Intl.NumberFormat>()

/**
 * A rate in percent (15 for 15 %) as the locale writes it: "15%" in English, "15 %" in German,
 * "%15" in Turkish. Signed, an increase reads "+5%".
 */
export function formatPercent(
  locale: string,
  value: number,
  { signed = false }: { signed?: boolean } = {},
): string {
  const key = `${locale} ${signed}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(languageTag(locale), {
      style: 'percent',
      maximumFractionDigits: 2,
      signDisplay: signed ? 'exceptZero' : 'auto',
    })
    formatters.set(key, formatter)
  }
  return formatter.format(value / 100)
}
