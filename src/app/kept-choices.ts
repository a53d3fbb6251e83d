// Where the page keeps its choices for the next visit (the brand, the language, the native app's
// flag): in cookies, which the server writes into every index.html (domain/site/kept-choices.ts),
// so that the page reads them from its own <html> with no synchronous call to the browser at
// start. Under the development server, which writes nothing, they are read from document.cookie.

import { keptChoices, keptMarker } from '../../domain/site/kept-choices.ts'

/** What the page's readers take: a key's value, and keeping a new one. */
export type ChoiceStore = Pick<Storage, 'getItem' | 'setItem'>

const choiceOf = (key: string) => keptChoices.find((choice) => choice.key === key)

/** The page's kept choices: read from <html> (or the cookies), kept in the cookies. */
export const pageChoices: ChoiceStore = {
  getItem(key) {
    const choice = choiceOf(key)
    if (!choice) return null
    const root = document.documentElement
    const value = root.hasAttribute(keptMarker)
      ? root.getAttribute(choice.attribute)
      : cookieValue(choice.cookie)
    return value !== null && choice.pattern.test(value) ? value : null
  },
  setItem(key, value) {
    const choice = choiceOf(key)
    if (!choice?.pattern.test(value)) return
    document.documentElement.setAttribute(choice.attribute, value)
    const lasting = choice.session ? '' : '; max-age=31536000'
    const secure = location.protocol === 'https:' ? '; secure' : ''
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve
    document.cookie = `${choice.cookie}=${value}; path=/; samesite=lax${lasting}${secure}`
  },
}

/** A cookie's value as the page reads it; null without one (or in a sandboxed frame). */
export function cookieValue(name: string): string | null {
  let cookies = ''
  try {
    cookies = document.cookie
  } catch {
    // A sandboxed frame has no cookies to read: nothing was kept.
  }
  const found = cookies.split('; ').find((pair) => pair.startsWith(`${name}=`))
  return found === undefined ? null : found.slice(name.length + 1)
}
