// Formatting at the edge: money from minor units and odds from decimals, with the domain's rules.

import { formatMoney } from '../../domain/money/number-format.ts'
import { formatOdds } from '../../domain/odds/display.ts'
import type { OddsFormat } from '../../domain/odds/formats.ts'

const currencySymbols: Record<string, string> = { EUR: '€', GBP: '£', USD: '$' }

export function money(minor: number, currencyCode: string): string {
  const amount = formatMoney(minor, { code: currencyCode, precision: 2 })
  const symbol = currencySymbols[currencyCode]
  return symbol ? `${symbol}${amount}` : `${amount} ${currencyCode}`
}

/** An amount not known yet (a balance still loading) shows as an ellipsis. */
export const moneyOrPending = (minor: number | undefined, currencyCode: string): string =>
  minor === undefined ? '…' : money(minor, currencyCode)

export function odds(decimal: number, format: OddsFormat = 'euro'): string {
  return formatOdds(decimal, format)
}

const dayAndTime = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
})
const timeOnly = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' })

/** An event's start: the time alone today, the day and time on any other day. */
export function startTime(iso: string, nowMs = Date.now()): string {
  const start = new Date(iso)
  return start.toDateString() === new Date(nowMs).toDateString()
    ? `Today ${timeOnly.format(start)}`
    : dayAndTime.format(start)
}
