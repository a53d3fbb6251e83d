// Reading a payload that crossed a trust boundary through its schema (Valibot): the server reads
// every request with it, the engine every answer and stream frame. One schema gives the
// TypeScript type, the check and the JSON Schema (docs/decisions/schemas.md), so none can drift.
// A refusal is a reason that names the field: "singles[0].unitStake must be an integer".

import * as v from 'valibot'

export type Checked<T> = { ok: true; value: T } | { ok: false; reason: string }

/** Any schema, whatever it reads and gives. */
export type AnySchema = v.GenericSchema

/** What a schema gives once it has read a value. */
export type SchemaOutput<S extends AnySchema> = v.InferOutput<S>

export function parse<S extends v.GenericSchema>(
  schema: S,
  value: unknown,
): Checked<v.InferOutput<S>> {
  const result = v.safeParse(schema, value)
  if (result.success) return { ok: true, value: result.output }
  const [issue] = result.issues
  if (isMissingField(issue)) return { ok: false, reason: `${pathOf(issue)} is required` }
  return { ok: false, reason: `${pathOf(issue)} must be ${expectation(issue)}` }
}

// Valibot reports an absent field as an issue of the object holding it, whose own type says
// nothing about the field.
const isMissingField = (issue: v.BaseIssue<unknown>): boolean => {
  const last = issue.path?.at(-1)
  return last?.origin === 'key' && last.value === undefined && issue.input === undefined
}

/** parse, bound to one schema: what the engine's transport takes to read an answer. */
export const reader =
  <S extends v.GenericSchema>(schema: S) =>
  (value: unknown): Checked<v.InferOutput<S>> =>
    parse(schema, value)

function pathOf(issue: v.BaseIssue<unknown>): string {
  let path = ''
  for (const item of issue.path ?? []) {
    const key = item.key
    path += typeof key === 'number' ? `[${key}]` : path ? `.${String(key)}` : String(key)
  }
  return path || 'body'
}

const typeWords: Record<string, string> = {
  number: 'a number',
  string: 'a string',
  boolean: 'true or false',
  object: 'an object',
  loose_object: 'an object',
  array: 'an array',
  record: 'an object',
  integer: 'an integer',
  safe_integer: 'an integer',
  finite: 'a number',
}

/** What the value should have been, in words a developer of another backend reads at once. */
function expectation(issue: v.BaseIssue<unknown>): string {
  const { type, requirement, input } = issue
  const list = Array.isArray(input)
  // 2^53 is an integer, but not one a double holds exactly: the next one up reads the same. Only
  // the size is said: a field's own bounds (at least 0, say) are its next check's to tell.
  if (type === 'safe_integer' && Number.isInteger(input))
    return `an integer of at most ${Number.MAX_SAFE_INTEGER} in size`
  if (type === 'min_value') return `at least ${String(requirement)}`
  if (type === 'max_value') return `at most ${String(requirement)}`
  if (type === 'min_length')
    return list ? `a list of at least ${String(requirement)}` : `at least ${requirement} characters`
  if (type === 'max_length')
    return list ? `a list of at most ${String(requirement)}` : `at most ${requirement} characters`
  // A strict object's key it does not take is reported at that key.
  if (type === 'strict_object')
    return issue.expected === 'never' ? 'left out (no such field)' : 'an object'
  if (type === 'picklist' || type === 'literal' || type === 'variant')
    return `one of ${(issue.expected ?? '').replace(/[()"]/g, '').replaceAll(' | ', ', ')}`
  return typeWords[type] ?? issue.message
}
