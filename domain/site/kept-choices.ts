// What a page keeps for the visits after it, by the keys the page's readers use (the brand, the
// language, the native app's flag): as cookies, which the server writes into every index.html as
// attributes of <html>. A page reads them from its own document: a storage's first read
// (localStorage, sessionStorage) is a synchronous call to the browser, which a busy phone
// answered late at the start of every load (docs/engine.md).

import { brandPattern } from '../brand/page-brand.ts'

export interface KeptChoice {
  /** The page's key (src/brand/page-brand.ts, src/app/page-language.ts, src/app/native-app.ts). */
  key: string
  cookie: string
  /** The attribute of <html> the server writes it in. */
  attribute: string
  /** What a value may be: anything else is neither kept, nor written into the page, nor read. */
  pattern: RegExp
  /** Kept for the browser's session only (the native app's web view), not for a year. */
  session?: true
}

export const keptChoices: readonly KeptChoice[] = [
  {
    key: 'sportsbook.brand',
    cookie: 'sb-brand',
    attribute: 'data-kept-brand',
    pattern: brandPattern,
  },
  {
    key: 'sportsbook.language',
    cookie: 'sb-language',
    attribute: 'data-kept-language',
    pattern: /^[a-z]{2}$/,
  },
  {
    key: 'sportsbook.native-app',
    cookie: 'sb-native-app',
    attribute: 'data-kept-native-app',
    pattern: /^1$/,
    session: true,
  },
]

/** Says the server wrote the kept choices into the page (the development server does not). */
export const keptMarker = 'data-kept'

/** The attributes the server adds to <html>: the marker, and each choice a cookie keeps. */
export function keptAttributes(cookies: Readonly<Record<string, string | undefined>>): string {
  const kept = keptChoices.flatMap(({ cookie, attribute, pattern }) => {
    const value = cookies[cookie]
    return value !== undefined && pattern.test(value) ? [` ${attribute}="${value}"`] : []
  })
  return ` ${keptMarker}=""${kept.join('')}`
}
