// GET /xapi/rest/currencies (SPEC.md section 7, Other): the currencies the book takes, with the
// name and symbol a bettor reads (in the language of l) and how amounts in them are counted and
// shown.

import type { FastifyInstance } from 'fastify'
import { type CurrencyEntry, getCurrencies } from '../../domain/api/site.ts'
import { supportedCurrencies } from '../brands/supported-currencies.ts'
import type { ApiContext } from '../http/api-context.ts'
import { serve } from '../http/serve.ts'

function localised(locale: string): CurrencyEntry[] {
  const names = new Intl.DisplayNames([locale, 'en'], { type: 'currency' })
  return supportedCurrencies.map((currency) => {
    const symbol =
      new Intl.NumberFormat([locale, 'en'], {
        style: 'currency',
        currency: currency.code,
        currencyDisplay: 'narrowSymbol',
      })
        .formatToParts(0)
        .find((part) => part.type === 'currency')?.value ?? currency.code
    return { ...currency, name: names.of(currency.code) ?? currency.code, symbol }
  })
}

export function currencyRoutes(app: FastifyInstance, api: ApiContext): void {
  // A handful of languages are ever asked for: each list is made once.
  const lists = new Map<string, CurrencyEntry[]>()
  const listIn = (locale: string) => {
    let list = lists.get(locale)
    if (!list) {
      try {
        list = localised(locale)
      } catch {
        list = localised('en')
      }
      if (lists.size < 100) lists.set(locale, list)
    }
    return list
  }
  serve(app, api, getCurrencies, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=3600')
    return listIn(request.query.l ?? 'en')
  })
}
