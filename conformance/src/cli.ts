// The kit's run: reads the contract from the server under test, runs the checks in an order that
// leaves each one's state to itself (hostile input last: its logout ends the shared session),
// prints the report and writes JUnit XML when asked. Exits 1 when a check failed, 2 on bad usage.

import { writeFileSync } from 'node:fs'
import { readOptions, usage } from './args.ts'
import { answerResults, undocumentedStatuses } from './checks/answers.ts'
import { crossWindowChecks } from './checks/cross-window.ts'
import { documentChecks } from './checks/document.ts'
import { hostileChecks } from './checks/hostile.ts'
import { inPlayChecks } from './checks/in-play.ts'
import { liveChecks } from './checks/live.ts'
import { loginChecks } from './checks/login.ts'
import { moneyChecks } from './checks/money.ts'
import { placementChecks } from './checks/placement.ts'
import { readChecks } from './checks/reads.ts'
import { tokenChecks } from './checks/tokens.ts'
import { type JsonObject, readContract } from './contract.ts'
import { Client } from './http.ts'
import { type Context, type Result, runChecks, selected } from './kit.ts'
import { junitReport, terminalReport } from './report.ts'

export async function main(argv: string[]): Promise<number> {
  const options = readOptions(argv)
  if (options === 'help') {
    console.log(usage)
    return 0
  }
  if ('error' in options) {
    console.error(`${options.error}\n\n${usage}`)
    return 2
  }
  const documentUrl = new URL('/docs/openapi.json', options.baseUrl)
  let document: JsonObject
  try {
    const answer = await fetch(documentUrl, { headers: { brand: options.brand } })
    if (!answer.ok) throw new Error(`answered ${answer.status}`)
    document = (await answer.json()) as JsonObject
  } catch (error) {
    console.error(`The contract could not be read from ${documentUrl}: ${(error as Error).message}`)
    return 1
  }
  const contract = readContract(document)
  const client = new Client(options.baseUrl, contract, options.brand)
  const context: Context = { options, client, contract, shared: new Map() }
  const started = Date.now()
  const results: Result[] = await runChecks(
    [
      ...documentChecks,
      ...crossWindowChecks,
      ...loginChecks,
      ...tokenChecks,
      ...readChecks,
      ...placementChecks,
      ...moneyChecks,
      ...inPlayChecks,
      ...liveChecks,
      ...hostileChecks(context),
    ],
    context,
    (result) => {
      if (result.status === 'failed') process.stdout.write(`✗ ${result.name}\n`)
    },
  )
  if (selected({ section: '7', group: 'answers' }, options.only))
    results.push(...answerResults(client))
  console.log(`\n${terminalReport(results)}`)
  const undocumented = undocumentedStatuses(client)
  if (undocumented.length > 0)
    console.log(
      `\nStatuses answered that the document does not list (not failures):\n  ${undocumented.join('\n  ')}`,
    )
  console.log(`(${Math.round((Date.now() - started) / 1000)} s against ${options.baseUrl})`)
  if (options.junit) writeFileSync(options.junit, junitReport(results))
  return results.some((result) => result.status === 'failed') ? 1 : 0
}
