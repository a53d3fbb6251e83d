// The command line: npx sportsbook-conformance --base-url URL [--hooks] [--brand ID]
// [--junit FILE] [--only SECTIONS] [--players FILE].

import { parseArgs } from 'node:util'
import type { Options } from './kit.ts'

export const usage = `Usage: sportsbook-conformance --base-url URL [options]

  --base-url URL    the backend under test (its /docs/openapi.json is the contract)
  --hooks           the backend offers the test hooks (tag "Test hooks"): run the checks needing them
  --brand ID        the brand of anonymous calls and the live stream (default demo)
  --players FILE    a JSON file naming the backend's own test players (conformance/README.md)
  --only LIST       comma-separated SPEC.md sections (6, 7, 8) or groups (placement, live, …)
  --junit FILE      also write the results as JUnit XML
  --help            this text`

/** The options, or the reason they cannot be read. */
export function readOptions(argv: string[]): Options | { error: string } | 'help' {
  let parsed: ReturnType<typeof parse>
  try {
    parsed = parse(argv)
  } catch (error) {
    return { error: (error as Error).message }
  }
  const { values } = parsed
  if (values.help) return 'help'
  const baseUrl = values['base-url']
  if (!baseUrl) return { error: '--base-url is required' }
  try {
    const url = new URL(baseUrl)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error()
  } catch {
    return { error: `--base-url must be an http(s) address, not ${baseUrl}` }
  }
  return {
    baseUrl,
    hooks: values.hooks ?? false,
    brand: values.brand ?? 'demo',
    ...(values.junit ? { junit: values.junit } : {}),
    ...(values.players ? { players: values.players } : {}),
    only: (values.only ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  }
}

const parse = (argv: string[]) =>
  parseArgs({
    args: argv,
    strict: true,
    options: {
      'base-url': { type: 'string' },
      hooks: { type: 'boolean' },
      brand: { type: 'string' },
      players: { type: 'string' },
      only: { type: 'string' },
      junit: { type: 'string' },
      help: { type: 'boolean' },
    },
  })
