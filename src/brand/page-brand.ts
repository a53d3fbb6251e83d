// Which brand this page is, as the engine is told at start: `brand=` on a first load (kept for
// the visits after it, since links inside the app drop it), else the one an earlier load chose.
// Without either the engine sends no brand header and the server takes the brand from the host
// name (gateway.localhost), so a brand's own domain needs no parameter.

const storageKey = 'sportsbook.brand'
const brandPattern = /^[a-z0-9-]{1,40}$/

export function pageBrand(location: Location, storage: Storage | undefined): string | undefined {
  const asked = new URLSearchParams(location.search).get('brand')?.trim().toLowerCase()
  if (asked && brandPattern.test(asked)) {
    try {
      storage?.setItem(storageKey, asked)
    } catch {
      // Full or refused: this load has its brand all the same.
    }
    return asked
  }
  const kept = storage?.getItem(storageKey)
  return kept && brandPattern.test(kept) ? kept : undefined
}

/**
 * The page's local (or the tab's session) storage, or undefined where the browser refuses it: a
 * frame on another site (a casino embedding the sportsbook) may be denied it, and reading the
 * property then throws.
 */
export function pageStorage(
  win: Window,
  kind: 'localStorage' | 'sessionStorage' = 'localStorage',
): Storage | undefined {
  try {
    return win[kind]
  } catch {
    return undefined
  }
}
