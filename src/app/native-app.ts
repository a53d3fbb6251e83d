// The native app (SPEC.md section 2): its web view opens the sportsbook with
// `betslip-origin=native-app`. The app draws its own header, so the page hides its own, the
// Promos tab goes, and bets carry the app's originId when the brand forces it
// (domain/rules/origin-id.ts). Links inside the app drop the query, so the flag is kept for the
// rest of the visit, in a cookie of the browser's session (src/app/kept-choices.ts): the app's
// web view keeps its own, and a later visit in a browser is a web visit.

import { type ChoiceStore, pageChoices } from './kept-choices.ts'

export const nativeAppOrigin = 'native-app'
const storageKey = 'sportsbook.native-app'

export function pageNativeApp(location: Location, choices: ChoiceStore): boolean {
  if (new URLSearchParams(location.search).get('betslip-origin') === nativeAppOrigin) {
    try {
      choices.setItem(storageKey, '1')
    } catch {
      // Refused: this load is in the app all the same.
    }
    return true
  }
  return choices.getItem(storageKey) === '1'
}

let nativeApp: boolean | undefined

/** Whether this page is in the native app: read once, on first use, from the first address. */
export function isNativeApp(): boolean {
  nativeApp ??= typeof window !== 'undefined' && pageNativeApp(location, pageChoices)
  return nativeApp
}
