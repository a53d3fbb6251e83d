// Which brand this page is, as the engine is told at start: `brand=` on a first load (kept for
// the visits after it, since links inside the app drop it: src/app/kept-choices.ts), else the one
// an earlier load chose.
// Without either the engine sends no brand header and the server takes the brand from the host
// name (gateway.localhost), so a brand's own domain needs no parameter.

import type { ChoiceStore } from '../app/kept-choices.ts'

const storageKey = 'sportsbook.brand'
const brandPattern = /^[a-z0-9-]{1,40}$/

export function pageBrand(location: Location, choices: ChoiceStore): string | undefined {
  const asked = new URLSearchParams(location.search).get('brand')?.trim().toLowerCase()
  if (asked && brandPattern.test(asked)) {
    try {
      choices.setItem(storageKey, asked)
    } catch {
      // Refused (a sandboxed frame has no cookies): this load has its brand all the same.
    }
    return asked
  }
  const kept = choices.getItem(storageKey)
  return kept && brandPattern.test(kept) ? kept : undefined
}
