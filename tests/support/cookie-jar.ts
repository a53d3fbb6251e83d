// fetch with cookies kept by hand, as a browser would for one site: what a response sets is sent
// with the next request, and a cookie cleared (expired or Max-Age=0) is dropped.

export interface SetCookie {
  name: string
  value: string
  /** The attributes, lower-cased names: httponly, samesite, path, max-age… */
  attributes: Record<string, string>
}

export function parseSetCookie(header: string): SetCookie {
  const [pair = '', ...rest] = header.split(';')
  const index = pair.indexOf('=')
  const attributes: Record<string, string> = {}
  for (const part of rest) {
    const [name = '', ...value] = part.trim().split('=')
    attributes[name.toLowerCase()] = value.join('=')
  }
  return { name: pair.slice(0, index).trim(), value: pair.slice(index + 1).trim(), attributes }
}

export interface CookieJar {
  fetch(url: string, init?: RequestInit): Promise<Response>
  get(name: string): string | undefined
  set(name: string, value: string): void
  delete(name: string): void
  /** Every Set-Cookie of the last response, parsed. */
  lastSet(): SetCookie[]
}

export function cookieJar(): CookieJar {
  const cookies = new Map<string, string>()
  let last: SetCookie[] = []
  return {
    async fetch(url, init = {}) {
      const headers = new Headers(init.headers)
      if (cookies.size > 0)
        headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '))
      const response = await fetch(url, { ...init, headers })
      last = response.headers.getSetCookie().map(parseSetCookie)
      for (const cookie of last) {
        const expires = cookie.attributes.expires
        const gone =
          cookie.value === '' ||
          cookie.attributes['max-age'] === '0' ||
          (expires !== undefined && Date.parse(expires) <= Date.now())
        if (gone) cookies.delete(cookie.name)
        else cookies.set(cookie.name, cookie.value)
      }
      return response
    },
    get: (name) => cookies.get(name),
    set: (name, value) => void cookies.set(name, value),
    delete: (name) => void cookies.delete(name),
    lastSet: () => last,
  }
}
