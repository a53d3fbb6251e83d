// The page's language at start: a mobile address names it (/m/{lang}/); a desktop address does
// not, so the bettor's last choice on this device is kept for it. The brand's list is checked
// later (LocaleRouter), when its settings have come.

import { pathLanguage } from './locale-path.ts'

const storageKey = 'sportsbook.language'

export function pageLanguage(location: Location, storage: Storage | undefined): string | undefined {
  const chosen = storage?.getItem(storageKey) ?? undefined
  return (
    pathLanguage(location.pathname) ?? (chosen && /^[a-z]{2}$/.test(chosen) ? chosen : undefined)
  )
}

/** Keeps the bettor's choice for the next visit. */
export function rememberLanguage(storage: Storage | undefined, language: string): void {
  try {
    storage?.setItem(storageKey, language)
  } catch {
    // Refused (private mode, a full store): the choice holds for this visit only.
  }
}
