// The page's language at start: a mobile address names it (/m/{lang}/); a desktop address does
// not, so the bettor's last choice on this device is kept for it. The brand's list is checked
// later (LocaleRouter), when its settings have come.

import type { ChoiceStore } from './kept-choices.ts'
import { pathLanguage } from './locale-path.ts'

const storageKey = 'sportsbook.language'

export function pageLanguage(location: Location, choices: ChoiceStore): string | undefined {
  const chosen = choices.getItem(storageKey) ?? undefined
  return (
    pathLanguage(location.pathname) ?? (chosen && /^[a-z]{2}$/.test(chosen) ? chosen : undefined)
  )
}

/** Keeps the bettor's choice for the next visit. */
export function rememberLanguage(choices: ChoiceStore, language: string): void {
  try {
    choices.setItem(storageKey, language)
  } catch {
    // Refused (a sandboxed frame has no cookies): the choice holds for this visit only.
  }
}
