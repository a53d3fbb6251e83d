// What a check is, what it is given, and how the kit runs them: in the order written, each on its
// own (one failing never stops the next), each keeping the exchanges it made for the report.

import type { Contract } from './contract.ts'
import type { Client, Exchange } from './http.ts'

/** The SPEC.md sections the kit reports by. */
export const sections = {
  '6': 'Roles and permissions',
  '7': 'The calls it makes',
  '8': 'Error catalogue',
} as const
export type Section = keyof typeof sections

export interface Options {
  baseUrl: string
  /** Whether the server offers the test hooks (the document's "Test hooks" tag). */
  hooks: boolean
  /** The brand of the direct-login checks. */
  brand: string
  junit?: string
  /** A JSON file naming the backend's own test players (sessions.ts, Players). */
  players?: string
  /** Sections ('8') or groups ('placement') to run; every check when empty. */
  only: string[]
}

export interface Context {
  options: Options
  client: Client
  contract: Contract
  /** What checks found and share: ids read from lists, sessions opened. */
  shared: Map<string, unknown>
}

export interface Check {
  section: Section
  /** A short word an operator can pass to --only: 'placement', 'live'. */
  group: string
  name: string
  /** Needs the test hooks: skipped without --hooks. */
  hooks?: boolean
  run(context: Context): Promise<void>
}

export type Status = 'passed' | 'failed' | 'skipped'

export interface Result {
  section: Section
  group: string
  name: string
  status: Status
  /** Why it failed or was skipped. */
  message?: string
  /** The request and answer the failure is about (the check's last, unless it named one). */
  exchanges: Exchange[]
  ms: number
}

/** A check's verdict that it failed, with the exchange it is about. */
export class CheckFailure extends Error {
  constructor(
    message: string,
    readonly exchange?: Exchange,
  ) {
    super(message)
  }
}

/** A check that cannot run here (a hook not offered, nothing to bet on): skipped, not failed. */
export class CheckSkipped extends Error {}

export function expect(
  condition: unknown,
  message: string,
  exchange?: Exchange,
): asserts condition {
  if (!condition) throw new CheckFailure(message, exchange)
}

/** The answer's status is the one expected, else a failure showing the exchange. */
export function expectStatus(exchange: Exchange, expected: number | number[], what: string): void {
  const statuses = Array.isArray(expected) ? expected : [expected]
  expect(
    statuses.includes(exchange.status),
    `${what}: expected ${statuses.join(' or ')}, got ${exchange.status}`,
    exchange,
  )
}

/** An error answer: the status expected and a JSON { code, message }, with this code if named. */
export function expectError(
  exchange: Exchange,
  status: number | number[],
  code: string | undefined,
  what: string,
): void {
  expectStatus(exchange, status, what)
  const body = exchange.json as { code?: unknown; message?: unknown } | undefined
  expect(
    typeof body?.code === 'string' && typeof body.message === 'string',
    `${what}: an error answer must be a JSON { code, message }`,
    exchange,
  )
  if (code !== undefined)
    expect(body.code === code, `${what}: expected code ${code}, got ${body.code}`, exchange)
}

/** Whether --only lets a check run. */
export function selected(check: Pick<Check, 'section' | 'group'>, only: string[]): boolean {
  return only.length === 0 || only.includes(check.section) || only.includes(check.group)
}

export async function runChecks(
  checks: Check[],
  context: Context,
  onResult: (result: Result) => void = () => {},
): Promise<Result[]> {
  const results: Result[] = []
  for (const check of checks) {
    if (!selected(check, context.options.only)) continue
    const started = Date.now()
    context.client.exchanges = []
    const result: Result = {
      section: check.section,
      group: check.group,
      name: check.name,
      status: 'passed',
      exchanges: [],
      ms: 0,
    }
    if (check.hooks && !context.options.hooks) {
      result.status = 'skipped'
      result.message = 'needs the test hooks (--hooks)'
    } else
      try {
        await check.run(context)
      } catch (error) {
        const last = context.client.exchanges.at(-1)
        if (error instanceof CheckSkipped) {
          result.status = 'skipped'
          result.message = error.message
        } else {
          result.status = 'failed'
          result.message = error instanceof Error ? error.message : String(error)
          const about = error instanceof CheckFailure ? (error.exchange ?? last) : last
          if (about) result.exchanges = [about]
        }
      }
    result.ms = Date.now() - started
    results.push(result)
    onResult(result)
  }
  return results
}
