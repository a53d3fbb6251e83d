// Mobile addresses carry the page's language as their second segment: /m/{lang}/... (SPEC.md
// section 2). The app's own routes are written without it; the router takes /m/{lang} as its
// base, so every link inside stays under it.

const mobileLocale = /^\/m\/([a-z]{2}(?:-[a-z]{2})?)(?=\/|$)/i

/** The language of a /m/{lang}/ address, or undefined for any other. */
export function pathLanguage(pathname: string): string | undefined {
  return mobileLocale.exec(pathname)?.[1]?.toLowerCase()
}

export const isMobilePath = (pathname: string): boolean =>
  pathname === '/m' || pathname.startsWith('/m/')

/** The same mobile address in another language: /m/de/jackpot in es is /m/es/jackpot. */
export function withLanguage(pathname: string, language: string): string {
  if (!isMobilePath(pathname)) return pathname
  const current = pathLanguage(pathname)
  const rest = current ? pathname.slice(`/m/${current}`.length) : pathname.slice('/m'.length)
  return `/m/${language}${rest}`
}
