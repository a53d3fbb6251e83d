// Which brand this page is, as the engine is told at start, by the rule the server reads the
// page's brand with (domain/brand/page-brand.ts): `brand=` on a first load (kept for the visits
// after it, since links inside the app drop it: src/app/kept-choices.ts), else the one an earlier
// load chose. Without either the engine sends no brand header and the server takes the brand from
// the host name (gateway.localhost), so a brand's own domain needs no parameter.

import { chosenBrand } from '../../domain/brand/page-brand.ts'
import type { ChoiceStore } from '../app/kept-choices.ts'

const storageKey = 'sportsbook.brand'

export function pageBrand(location: Location, choices: ChoiceStore): string | undefined {
  const asked = new URLSearchParams(location.search).get('brand')
  const brand = chosenBrand(asked, choices.getItem(storageKey))
  if (asked !== null && brand !== undefined) {
    try {
      choices.setItem(storageKey, brand)
    } catch {
      // Refused (a sandboxed frame has no cookies): this load has its brand all the same.
    }
  }
  return brand
}
