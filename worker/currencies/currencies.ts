// The currencies area (SPEC.md section 7, GET /xapi/rest/currencies): the server's list of the
// currencies the book takes, read at start and again in a new language (their names and signs are
// in it). Every amount the engine reads or the page shows is counted and scaled by its currency's
// record in this list (domain/money/currency.ts); the page formats with the same records.

import { castDraft, original } from 'immer'
import { getCurrencies } from '../../domain/api/site.ts'
import type { CurrenciesView } from '../../domain/engine/currencies.ts'
import type { NoParams } from '../../domain/engine/views.ts'
import type { EngineContext } from '../context/context.ts'
import { topics } from '../context/topics.ts'
import type { ViewDefinition } from '../context/view-hub.ts'

export function createCurrenciesModule(context: EngineContext) {
  let language = context.page.get().language

  async function load(): Promise<void> {
    language = context.page.get().language
    const answer = await context.call(getCurrencies, { query: { l: language } })
    // A list that does not come keeps the one in force: amounts in a currency it lacks show as
    // not known yet rather than counted at a guessed scale.
    if (answer.ok) context.currencies.set(answer.data)
  }

  context.page.watch((page) => {
    if (page.language !== language) void load()
  })

  const currenciesView: ViewDefinition<NoParams, CurrenciesView> = {
    create: () => ({
      initial: () => ({ currencies: castDraft(context.currencies.get()) }),
      // A list is replaced only by an answer (load), so the one in force is told by identity.
      dependencies: () => [topics.settings],
      update(draft) {
        const currencies = context.currencies.get()
        if (original(draft)?.currencies !== currencies) draft.currencies = castDraft(currencies)
      },
    }),
  }

  return {
    views: { currencies: currenciesView },
    // After the settings (their portal headers), beside the live snapshot (engine.ts).
    start: load,
    commands: {},
  }
}
