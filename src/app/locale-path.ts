// Addresses carry the page's language as a segment (SPEC.md section 2): /m/{lang}/... for the
// mobile pages, /{lang}/... for the desktop ones. The app's own routes are written without it;
// the router takes /m/{lang} or /{lang} as its base, so every link inside stays under it. An
// address without one (/live/sport/) is served as well, in the language last chosen.

const localised = /^(\/m)?\/([a-z]{2}(?:-[a-z]{2})?)(?=\/|$)/i

/** The /m/{lang} or /{lang} an address starts with, or undefined. */
export function localeBase(pathname: string): string | undefined {
  return localised.exec(pathname)?.[0]
}

/** The language of a /m/{lang}/ or /{lang}/ address, or undefined for any other. */
export function pathLanguage(pathname: string): string | undefined {
  return localised.exec(pathname)?.[2]?.toLowerCase()
}

export const isMobilePath = (pathname: string): boolean =>
  pathname === '/m' || pathname.startsWith('/m/')

/** The same address in another language: /m/de/jackpot in es is /m/es/jackpot, /de/x is /es/x. */
export function withLanguage(pathname: string, language: string): string {
  const base = localeBase(pathname)
  if (base) return `${base.startsWith('/m/') ? '/m' : ''}/${language}${pathname.slice(base.length)}`
  return isMobilePath(pathname) ? `/m/${language}${pathname.slice('/m'.length)}` : pathname
}
