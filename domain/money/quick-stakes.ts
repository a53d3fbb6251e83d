// The four quick-stake buttons (SPEC.md section 9 presets, section 5 quick_bet_values). Values
// are in displayed units: 100 in VND means 100,000 dong.

import { type Currency, displayToMinor } from './currency.ts'

export type QuickStakes = readonly [number, number, number, number]

const group = (values: QuickStakes, codes: readonly string[]) =>
  codes.map((code) => [code, values] as const)

const presets: ReadonlyMap<string, QuickStakes> = new Map([
  ...group([5, 25, 100, 500], ['EUR', 'GBP', 'USD', 'KES', 'GHS', 'PHP']),
  ...group([50, 250, 1000, 5000], ['IDR', 'RMB', 'CNY']),
  ...group([250, 1000, 5000, 25000], ['INR', 'RUB']),
  ...group([5000, 25000, 100000, 500000], ['KRW']),
  ...group([25, 100, 500, 2500], ['MYR', 'PLN', 'TRY']),
  ...group([100, 500, 2500, 10000], ['THB', 'VND', 'LAK', 'MMK', 'KHR']),
])

export const defaultQuickStakes: QuickStakes = [10, 25, 100, 500]

export const quickStakePresets = (currencyCode: string): QuickStakes =>
  presets.get(currencyCode.toUpperCase()) ?? defaultQuickStakes

export const invalidQuickBetValuesMessage =
  'Invalid settings.quick_bet_values. Falling back to default'

export interface QuickBetValues {
  values: readonly number[]
  /** For the debug log of whoever reads settings; domain/ has no console. */
  debug?: typeof invalidQuickBetValuesMessage
}

const isStakeList = (value: unknown): value is number[] =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every((item) => typeof item === 'number' && Number.isFinite(item) && item > 0)

/**
 * settings.quick_bet_values is JSON (a string, or already parsed): either one list for every
 * currency, `[10, 50, 100, 500]`, or lists by currency code, `{"EUR": [...], "VND": [...]}`.
 * A currency missing from the object uses its preset; anything unreadable falls back to the
 * presets with the spec's debug message.
 */
export const quickBetValues = (setting: unknown, currencyCode: string): QuickBetValues => {
  const preset = quickStakePresets(currencyCode)
  if (setting === undefined || setting === null || setting === '') return { values: preset }
  let parsed: unknown = setting
  if (typeof setting === 'string') {
    try {
      parsed = JSON.parse(setting)
    } catch {
      return { values: preset, debug: invalidQuickBetValuesMessage }
    }
  }
  if (isStakeList(parsed)) return { values: parsed }
  if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) {
    const byCurrency = parsed as Record<string, unknown>
    const own = byCurrency[currencyCode.toUpperCase()]
    if (own === undefined) return { values: preset }
    if (isStakeList(own)) return { values: own }
  }
  return { values: preset, debug: invalidQuickBetValuesMessage }
}

/**
 * A quick-stake tap adds its value to the stake already typed, as mainstream books do: 10 then 2
 * stakes 12. Minor units in and out; the value is in displayed units.
 */
export const addQuickStake = (stake: number, value: number, currency: Currency): number =>
  stake + displayToMinor(value, currency)
