// The kit's HTTP client: every request it makes and the answer it got are kept as an exchange,
// which a failed check prints, and every answer is held against the schema the document gives
// for its operation and status (the answers ledger, reported per operation).

import type { Contract, Operation } from './contract.ts'

export interface Exchange {
  request: { method: string; url: string; headers: Record<string, string>; body?: string }
  status: number
  headers: Record<string, string>
  /** The answer's text as received. */
  text: string
  /** The answer read as JSON, when it is JSON. */
  json?: unknown
  /** The cookies the answer set, by name (an empty value clears one). */
  cookies: Record<string, string>
}

export interface CallOptions {
  query?: Record<string, string | number | boolean | undefined>
  headers?: Record<string, string>
  /** Sent as JSON; a string is sent as it is (with its own content type in headers). */
  body?: unknown
  /** The bearer token. */
  token?: string
  /** The brand header: the kit's brand unless another is named; null sends none. */
  brand?: string | null
}

/** One operation's answers as the kit met them: how many were right, and the wrong ones. */
export interface AnswerRecord {
  operation: Operation
  right: number
  wrong: { exchange: Exchange; errors: string[] }[]
  undocumented: Exchange[]
}

export class Client {
  readonly answers = new Map<string, AnswerRecord>()
  /** The exchanges of the check under way, newest last (the runner empties it per check). */
  exchanges: Exchange[] = []

  constructor(
    readonly baseUrl: string,
    readonly contract: Contract,
    readonly brand: string,
  ) {}

  url(path: string, query?: CallOptions['query']): URL {
    const url = new URL(path, this.baseUrl)
    for (const [name, value] of Object.entries(query ?? {}))
      if (value !== undefined) url.searchParams.set(name, String(value))
    return url
  }

  async call(method: string, path: string, options: CallOptions = {}): Promise<Exchange> {
    const url = this.url(path, options.query)
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers }
    const brand = options.brand === undefined ? this.brand : options.brand
    if (brand !== null) headers.brand = brand
    if (options.token) headers.authorization = `Bearer ${options.token}`
    let body: string | undefined
    if (options.body !== undefined) {
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body)
      headers['content-type'] ??= 'application/json'
    }
    const response = await fetch(url, { method, headers, body, redirect: 'manual' })
    const text = await response.text()
    let json: unknown
    if (/json/.test(response.headers.get('content-type') ?? ''))
      try {
        json = JSON.parse(text)
      } catch {
        json = undefined
      }
    const exchange: Exchange = {
      request: { method, url: url.toString(), headers, ...(body === undefined ? {} : { body }) },
      status: response.status,
      headers: Object.fromEntries(response.headers),
      text,
      cookies: Object.fromEntries(
        response.headers.getSetCookie().map((cookie) => {
          const [pair = ''] = cookie.split(';')
          const at = pair.indexOf('=')
          return [pair.slice(0, at).trim(), pair.slice(at + 1).trim()]
        }),
      ),
      ...(json === undefined ? {} : { json }),
    }
    this.exchanges.push(exchange)
    this.record(exchange, url.pathname)
    return exchange
  }

  /** Holds the answer against its operation's schema for its status, when the kit knows it. */
  private record(exchange: Exchange, pathname: string): void {
    const operation = this.contract.match(exchange.request.method, pathname)
    if (!operation || exchange.status >= 500) return
    let record = this.answers.get(operation.key)
    if (!record) {
      record = { operation, right: 0, wrong: [], undocumented: [] }
      this.answers.set(operation.key, record)
    }
    if (exchange.status === 304) return
    const verdict = this.contract.checkAnswer(operation, exchange.status, exchange.json)
    if (!verdict.documented) record.undocumented.push(exchange)
    else if (verdict.errors.length > 0) record.wrong.push({ exchange, errors: verdict.errors })
    else record.right++
  }
}
