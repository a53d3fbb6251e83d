// The currencies area's view: the server's list (GET /xapi/rest/currencies), which the page
// formats every amount with.

import type { CurrencyEntry } from '../api/site.ts'

export interface CurrenciesView {
  /** Empty until the list has come. */
  currencies: CurrencyEntry[]
}
