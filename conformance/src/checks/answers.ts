// SPEC.md section 7: every answer the kit met, of every operation it called, against the schema
// the document gives for that operation and status. Made once the other checks have run, one
// result per operation, the wrong answers with their requests.

import { labelOf } from '../contract.ts'
import type { Client } from '../http.ts'
import type { Result } from '../kit.ts'

export function answerResults(client: Client): Result[] {
  return [...client.answers.values()]
    .sort((a, b) => a.operation.key.localeCompare(b.operation.key))
    .map((record): Result => {
      const [first] = record.wrong
      const base = {
        section: '7' as const,
        group: 'answers',
        name: `the answers of ${labelOf(record.operation)} meet the document`,
        ms: 0,
      }
      if (!first) return { ...base, status: 'passed', exchanges: [] }
      return {
        ...base,
        status: 'failed',
        message: `${record.wrong.length} of ${record.wrong.length + record.right} answers do not meet the schema of their status: ${first.errors.slice(0, 5).join('; ')}`,
        exchanges: [first.exchange],
      }
    })
}

/**
 * The HTTP layer's own refusals (a URI or headers too long), answered before any operation: no
 * operation need list them.
 */
const beforeAnyOperation = new Set([414, 431])

/** Answers with a status the document does not list for their operation: told, not failed. */
export function undocumentedStatuses(client: Client): string[] {
  return [...client.answers.values()].flatMap((record) => {
    const statuses = [
      ...new Set(
        record.undocumented
          .map((exchange) => exchange.status)
          .filter((status) => !beforeAnyOperation.has(status)),
      ),
    ]
    return statuses.length > 0 ? [`${labelOf(record.operation)}: ${statuses.join(', ')}`] : []
  })
}
