// Numbers, money and times as the page's locale writes them. An amount is formatted with its
// currency's record from the server (GET /xapi/rest/currencies): the domain's exact arithmetic
// gives the digits from its minor unit and scale, the record gives the sign, and Intl says where
// the locale puts it. Dates, times and "today" come from Intl in the locale as well.

import type { CurrencyEntry } from '../../domain/api/site.ts'
import { type Currency, currencyIn, isThousandScale } from '../../domain/money/currency.ts'
import { formatMoney } from '../../domain/money/number-format.ts'
import { formatOdds } from '../../domain/odds/display.ts'
import type { OddsFormat } from '../../domain/odds/formats.ts'
import { languageTag } from '../../domain/rules/locales.ts'
import { onFirstUse } from './on-first-use.ts'

export interface Format {
  /** The currency's record, with the brand's minor unit; undefined until the server's list came. */
  currency(currencyCode: string): Currency | undefined
  /** An amount in a currency the server's list has not given yet shows as an ellipsis. */
  money(minor: number, currencyCode: string): string
  /** What a typed stake counts in, for a currency shown in thousands ("K IDR"); else empty. */
  stakeUnit(currencyCode: string): string
  /** An amount not known yet (a balance still loading) shows as an ellipsis. */
  moneyOrPending(minor: number | undefined, currencyCode: string): string
  odds(decimal: number, format?: OddsFormat): string
  number(value: number): string
  /** An event's start: the time alone today ("Today 19:45"), the day and time on any other day. */
  startTime(iso: string, nowMs?: number): string
  /** A moment as a date and time (a bet placed, a transaction). */
  dateTime(iso: string): string
  /** A moment's time of day alone (the end of a login lock, minutes away). */
  time(ms: number): string
  date(iso: string): string
}

type Placement = { before: string; after: string }

/** The server's currencies, and the brand's currency_precision where it counts otherwise. */
export interface FormatCurrencies {
  currencies: readonly CurrencyEntry[]
  precision?: number | undefined
}

/** The translation's own words, where it has them. */
export interface FormatWords {
  /** A browser's Intl may lack a language's relative-time words (chromium has no Basque ones). */
  today?: string
  /** A fractional price of 1/1, as UK books print it ("Evens"). */
  evens?: string
}

export function createFormat(
  locale: string,
  { today, evens }: FormatWords = {},
  { currencies, precision }: FormatCurrencies = { currencies: [] },
): Format {
  const tag = languageTag(locale)
  const placements = new Map<string, Placement>()
  // Where the locale writes a currency's sign, learnt once per currency from Intl's parts.
  // The locale's short word for a thousand as it follows a number ("K", " N", " rb"); "K" where
  // the locale counts in ten thousands and has none.
  const thousandMark = onFirstUse(() => {
    const parts = new Intl.NumberFormat(tag, { notation: 'compact' }).formatToParts(1000)
    const compact = parts.findIndex((part) => part.type === 'compact')
    return compact < 0
      ? 'K'
      : parts
          .slice(1, compact + 1)
          .map((part) => part.value)
          .join('')
  })
  const recordOf = (code: string) => currencies.find((entry) => entry.code === code.toUpperCase())
  const currencyOf = (code: string) => currencyIn(currencies, code, precision)
  const placementOf = (currency: CurrencyEntry): Placement => {
    const { code } = currency
    let placement = placements.get(code)
    if (placement) return placement
    // Shown in thousands (12,345 VND is 12.35): a sign before it would read as 12.35 dong, and
    // the code alone as 12.35 dong too, so the locale's word for a thousand says so.
    if (isThousandScale(currency)) {
      placement = { before: '', after: `${thousandMark()} ${code}` }
      placements.set(code, placement)
      return placement
    }
    // Where the locale puts a currency's sign, learnt from Intl's parts; the sign is the record's.
    let before = ''
    let after = ''
    let seenNumber = false
    try {
      const parts = new Intl.NumberFormat(tag, {
        style: 'currency',
        currency: code,
        currencyDisplay: 'narrowSymbol',
      }).formatToParts(1)
      for (const part of parts) {
        const value = part.type === 'currency' ? currency.symbol : part.value
        if (part.type === 'integer' || part.type === 'decimal' || part.type === 'fraction')
          seenNumber = true
        else if (seenNumber) after += value
        else before += value
      }
    } catch {
      // Not an ISO 4217 code (a brand's own token): its sign after the amount.
      after = ` ${currency.symbol}`
    }
    placement = { before, after }
    placements.set(code, placement)
    return placement
  }
  const money = (minor: number, currencyCode: string) => {
    const record = recordOf(currencyCode)
    const currency = currencyOf(currencyCode)
    if (!record || !currency) return '…'
    const { before, after } = placementOf(record)
    const amount = formatMoney(Math.abs(minor), currency)
    return `${minor < 0 ? '−' : ''}${before}${amount}${after}`
  }
  // Each formatter is made when first used: an Intl constructor loads its locale's data, and a
  // page that shows no date should not pay for one.
  const numbers = onFirstUse(() => new Intl.NumberFormat(tag))
  const dayAndTime = onFirstUse(
    () =>
      new Intl.DateTimeFormat(tag, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
      }),
  )
  const timeOnly = onFirstUse(
    () => new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit' }),
  )
  const dateTime = onFirstUse(
    () => new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }),
  )
  const dateOnly = onFirstUse(() => new Intl.DateTimeFormat(tag, { dateStyle: 'medium' }))
  const todayWord = onFirstUse(() => {
    if (today) return today
    const word = new Intl.RelativeTimeFormat(tag, { numeric: 'auto' }).format(0, 'day')
    return word.charAt(0).toLocaleUpperCase(tag) + word.slice(1)
  })
  return {
    currency: currencyOf,
    money,
    stakeUnit(currencyCode) {
      const record = recordOf(currencyCode)
      return record && isThousandScale(record) ? placementOf(record).after.trim() : ''
    },
    moneyOrPending: (minor, currencyCode) =>
      minor === undefined ? '…' : money(minor, currencyCode),
    odds(decimal, format = 'euro') {
      const odds = formatOdds(decimal, format)
      return format === 'uk' && odds === '1/1' && evens ? evens : odds
    },
    number: (value) => numbers().format(value),
    startTime(iso, nowMs = Date.now()) {
      const start = new Date(iso)
      return start.toDateString() === new Date(nowMs).toDateString()
        ? `${todayWord()} ${timeOnly().format(start)}`
        : dayAndTime().format(start)
    },
    dateTime: (iso) => dateTime().format(new Date(iso)),
    time: (ms) => timeOnly().format(new Date(ms)),
    date: (iso) => dateOnly().format(new Date(iso)),
  }
}
