// The transport with a fake fetch: request decoration (SPEC.md section 7), the bearer token,
// and failures as values (section 8), never exceptions.

import { describe, expect, it, vi } from 'vitest'
import {
  createTransport,
  isMaintenanceRedirect,
  type RequestOptions,
  type TransportOptions,
} from './transport.ts'

interface Sent {
  url: URL
  method: string
  headers: Record<string, string>
  body: unknown
  signal: AbortSignal | null | undefined
}

const json = (status: number, body: unknown, statusText = '') =>
  new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'content-type': 'application/json' },
  })

function setup(options: Partial<TransportOptions> & { answer?: () => Promise<Response> } = {}) {
  const sent: Sent[] = []
  let token: string | undefined
  let priceFormat = 'euro'
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({
      url: new URL(String(input)),
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string>) },
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
      signal: init?.signal,
    })
    return options.answer ? options.answer() : json(200, { fine: true })
  })
  const request = createTransport({
    apiBase: 'https://sportsbook.test',
    fetch: fetch as unknown as typeof globalThis.fetch,
    brand: () => 'demo',
    language: () => 'en',
    priceFormat: () => priceFormat,
    token: () => token,
    ...options,
  })
  return {
    /** A call whose answer any body passes, unless the test gives its own read. */
    request: (path: string, options: Partial<RequestOptions<unknown>> = {}) =>
      request(path, { read: (body) => ({ ok: true, value: body }), ...options }),
    fetch,
    sent,
    last: () => sent.at(-1) as Sent,
    logIn: (value: string | undefined) => {
      token = value
    },
    setPriceFormat: (value: string) => {
      priceFormat = value
    },
  }
}

describe('§7 request decoration', () => {
  it('§7 decoration: brand, origin MOBILE and the language on every call', async () => {
    const http = setup()
    const result = await http.request('/xapi/rest/live/events')
    expect(result).toEqual({ ok: true, data: { fine: true } })
    expect(http.last().url.href).toBe('https://sportsbook.test/xapi/rest/live/events')
    expect(http.last().method).toBe('GET')
    expect(http.last().headers).toEqual({
      accept: 'application/json',
      brand: 'demo',
      origin_channel: 'MOBILE',
      'accept-language': 'en',
    })
  })

  it('§7 decoration: no bearer and no price format when not asked for', async () => {
    const http = setup()
    await http.request('/xapi/rest/live/events')
    expect(http.last().headers.authorization).toBeUndefined()
    expect(http.last().headers['price-format']).toBeUndefined()
  })

  it('§7 decoration: the bearer header from the token when one is held', async () => {
    const http = setup()
    http.logIn('abc.def')
    await http.request('/xapi/icore/players/demo/balance/sportsbook', { authenticated: true })
    expect(http.last().headers.authorization).toBe('Bearer abc.def')
  })

  it("§7 decoration: a call's own bearer wins over the session's (the wallet's calls)", async () => {
    const http = setup()
    http.logIn('sportsbook.token')
    await http.request('/accounts/me/sessions/refresh', {
      method: 'POST',
      headers: { authorization: 'Bearer wallet.token' },
    })
    expect(http.last().headers.authorization).toBe('Bearer wallet.token')
  })

  it('§7 decoration: the price-format header on bet-related calls, as the player set it', async () => {
    const http = setup()
    http.logIn('t')
    http.setPriceFormat('malay')
    await http.request('/xapi/rest/betslips/b1/status', {
      method: 'PUT',
      authenticated: true,
      betRelated: true,
    })
    expect(http.last().headers['price-format']).toBe('malay')
    expect(http.last().method).toBe('PUT')
  })

  it('§7 decoration: the l param on /api/ calls only', async () => {
    const http = setup({ language: () => 'vn' })
    await http.request('/api/session', { query: { timestamp: 5 } })
    expect(http.last().url.searchParams.get('l')).toBe('vn')
    expect(http.last().url.searchParams.get('timestamp')).toBe('5')
    expect(http.last().headers['accept-language']).toBe('vn')
    await http.request('/xapi/rest/live/events')
    expect(http.last().url.searchParams.has('l')).toBe(false)
  })

  it('§7 place bet: query parameters are encoded, undefined ones left out', async () => {
    const http = setup()
    await http.request('/xapi/live/changes', {
      query: { after: 12, includeFullBalanceDetails: true, missing: undefined, q: 'a b&c' },
    })
    expect(http.last().url.search).toBe('?after=12&includeFullBalanceDetails=true&q=a+b%26c')
  })

  it('§7 place bet: a body is sent as JSON with its content type', async () => {
    const http = setup()
    http.logIn('t')
    await http.request('/xapi/rest/accounts/acc-1/betslips', {
      method: 'POST',
      query: { uuid: 'u-1' },
      body: { singles: [{ outcomeId: 'o1', decimal: 2, unitStake: 500 }] },
      authenticated: true,
      betRelated: true,
    })
    expect(http.last()).toMatchObject({
      method: 'POST',
      body: { singles: [{ outcomeId: 'o1', decimal: 2, unitStake: 500 }] },
      headers: {
        'content-type': 'application/json',
        authorization: 'Bearer t',
        'price-format': 'euro',
      },
    })
    expect(http.last().url.searchParams.get('uuid')).toBe('u-1')
  })

  it('the API base is the operator setting: paths resolve against it', async () => {
    const http = setup({ apiBase: 'https://api.operator.test:8443' })
    await http.request('/xapi/rest/live/events')
    expect(http.last().url.origin).toBe('https://api.operator.test:8443')
  })

  it('the caller signal reaches fetch', async () => {
    const http = setup()
    const controller = new AbortController()
    await http.request('/xapi/rest/live/events', { signal: controller.signal })
    expect(http.last().signal?.aborted).toBe(false)
    controller.abort()
    expect(http.last().signal?.aborted).toBe(true)
  })
})

describe('§6 authenticated calls', () => {
  it('§6 auth: an authenticated call without a token answers 401 and never calls fetch', async () => {
    const http = setup()
    const result = await http.request('/xapi/rest/accounts/acc-1/betslips', {
      method: 'POST',
      authenticated: true,
    })
    expect(result).toEqual({
      ok: false,
      error: { status: 401, code: 'unauthorized', message: 'not logged in' },
    })
    expect(http.fetch).not.toHaveBeenCalled()
  })
})

describe('§8 failures are values', () => {
  it('§8 network error: no response is status 0, Something went wrong', async () => {
    const http = setup({ answer: () => Promise.reject(new TypeError('fetch failed')) })
    expect(await http.request('/xapi/rest/live/events')).toEqual({
      ok: false,
      error: { status: 0, code: 'network', message: 'Something went wrong' },
    })
  })

  it('§8 cancelled: an aborted request is status 0, Operation canceled', async () => {
    const http = setup({
      answer: () => Promise.reject(new DOMException('This operation was aborted', 'AbortError')),
    })
    expect(await http.request('/xapi/rest/betslips/selections', { method: 'PUT' })).toEqual({
      ok: false,
      error: { status: 0, code: 'aborted', message: 'Operation canceled' },
    })
  })

  it('§8 cancelled: aborted with a reason of its own (fetch rejects with the reason)', async () => {
    for (const reason of ['superseded', null, 42, new Error('newer refresh')]) {
      const controller = new AbortController()
      controller.abort(reason)
      const http = setup({ answer: () => Promise.reject(controller.signal.reason) })
      expect(
        await http.request('/xapi/rest/betslips/selections', { signal: controller.signal }),
      ).toEqual({ ok: false, error: { status: 0, code: 'aborted', message: 'Operation canceled' } })
    }
  })

  it('§8 network error: a time-out is no answer, not a cancellation', async () => {
    const signal = AbortSignal.abort(new DOMException('signal timed out', 'TimeoutError'))
    const http = setup({ answer: () => Promise.reject(signal.reason) })
    expect(await http.request('/xapi/rest/live/events', { signal })).toEqual({
      ok: false,
      error: { status: 0, code: 'timeout', message: 'The server did not answer in time' },
    })
  })

  /** A fetch that answers nothing until its signal gives up, as a server that hangs. */
  const hanging = (http: () => ReturnType<typeof setup>) => () =>
    new Promise<Response>((_, reject) => {
      const signal = http().last().signal
      signal?.addEventListener('abort', () => reject(signal.reason))
    })

  it('a request with no answer within its time limit is given up as a time-out', async () => {
    const http: ReturnType<typeof setup> = setup({
      answerTimeoutMs: 20,
      answer: hanging(() => http),
    })
    expect(await http.request('/xapi/rest/accounts/a/betslips', { method: 'POST' })).toEqual({
      ok: false,
      error: { status: 0, code: 'timeout', message: 'The server did not answer in time' },
    })
  })

  it('a time limit passing while the body arrives is a time-out, not a bad answer', async () => {
    const http: ReturnType<typeof setup> = setup({
      answerTimeoutMs: 20,
      answer: async () => {
        const signal = http.last().signal
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"fine": '))
            signal?.addEventListener('abort', () => controller.error(signal.reason))
          },
        })
        return new Response(body, { status: 200 })
      },
    })
    expect(await http.request('/xapi/rest/live/events')).toEqual({
      ok: false,
      error: { status: 0, code: 'timeout', message: 'The server did not answer in time' },
    })
  })

  it("the caller's own cancellation still wins over the time limit", async () => {
    const controller = new AbortController()
    const http: ReturnType<typeof setup> = setup({ answer: hanging(() => http) })
    const answer = http.request('/xapi/rest/betslips/selections', { signal: controller.signal })
    controller.abort()
    expect(await answer).toEqual({
      ok: false,
      error: { status: 0, code: 'aborted', message: 'Operation canceled' },
    })
  })

  it('§8 errors: the status and the error body code and message are kept', async () => {
    const http = setup({
      answer: async () => json(400, { code: 'RES-00152', message: 'The price has changed' }),
    })
    http.logIn('t')
    expect(await http.request('/xapi/rest/accounts/a/betslips', { method: 'POST' })).toEqual({
      ok: false,
      error: { status: 400, code: 'RES-00152', message: 'The price has changed' },
    })
  })

  it("a 429's wait is kept, so the login can say until when", async () => {
    const http = setup({
      answer: async () =>
        json(429, { code: 'otp-locked', message: 'too many', retryAfterSeconds: 840 }),
    })
    expect(await http.request('/auth/en/api/plugins/x', { method: 'POST' })).toEqual({
      ok: false,
      error: { status: 429, code: 'otp-locked', message: 'too many', retryAfterSeconds: 840 },
    })
  })

  it('§8 errors: without a message in the body the status text is the message', async () => {
    const http = setup({ answer: async () => json(403, { code: 'forbidden' }, 'Forbidden') })
    expect(await http.request('/xapi/rest/live/events')).toEqual({
      ok: false,
      error: { status: 403, code: 'forbidden', message: 'Forbidden' },
    })
  })

  it('§8 errors: a body that is not JSON (a proxy page) still gives the status', async () => {
    const http = setup({
      answer: async () =>
        new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    })
    expect(await http.request('/xapi/rest/live/events')).toEqual({
      ok: false,
      error: { status: 502, message: 'Bad Gateway' },
    })
  })

  it('§8 default: without a message or status text (HTTP/2) the message is Something went wrong', async () => {
    for (const body of [undefined, null, 'oops', { code: 7, message: { nested: true } }]) {
      const http = setup({
        answer: async () =>
          new Response(body === undefined ? null : JSON.stringify(body), { status: 500 }),
      })
      expect(await http.request('/xapi/rest/live/events')).toEqual({
        ok: false,
        error: { status: 500, message: 'Something went wrong' },
      })
    }
  })

  it('an answer with no body is data undefined, not a failure', async () => {
    const http = setup({ answer: async () => new Response(null, { status: 204 }) })
    expect(await http.request('/xapi/rest/accounts/a', { method: 'PUT', body: {} })).toEqual({
      ok: true,
      data: undefined,
    })
  })

  it('an answer its check refuses is a failure naming the reason, never data', async () => {
    const http = setup({ answer: async () => json(200, { balance: 'lots' }) })
    const read = (body: unknown) =>
      typeof (body as { balance?: unknown }).balance === 'number'
        ? { ok: true as const, value: body }
        : { ok: false as const, reason: 'balance must be a number' }
    expect(await http.request('/xapi/icore/players/demo/balance/sportsbook', { read })).toEqual({
      ok: false,
      error: {
        status: 200,
        code: 'invalid-response',
        message:
          'The answer to /xapi/icore/players/demo/balance/sportsbook was not understood: balance must be a number',
      },
    })
  })

  it('§2 maintenance: an answer redirected to the maintenance page is a 503, and says so once', async () => {
    const onMaintenance = vi.fn()
    const redirected = (url: string) => {
      const response = new Response('<!doctype html>', { status: 200 })
      Object.defineProperties(response, { redirected: { value: true }, url: { value: url } })
      return response
    }
    const http = setup({
      onMaintenance,
      answer: async () => redirected('https://sportsbook.test/maintenance'),
    })
    expect(await http.request('/api/cached_settings')).toEqual({
      ok: false,
      error: { status: 503, code: 'maintenance', message: 'The site is under maintenance' },
    })
    expect(onMaintenance).toHaveBeenCalledTimes(1)
    expect(isMaintenanceRedirect(redirected('https://s.test/m/es/maintenance'))).toBe(true)
    // Another redirect (a login page, a trailing-slash fix) is an answer like any other.
    expect(isMaintenanceRedirect(redirected('https://s.test/api/cached_settings/'))).toBe(false)
    expect(isMaintenanceRedirect(redirected('https://s.test/maintenance-news'))).toBe(false)
    expect(isMaintenanceRedirect({ redirected: false, url: 'https://s.test/maintenance' })).toBe(
      false,
    )
  })
})
