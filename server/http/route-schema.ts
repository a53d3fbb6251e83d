// Routes are described by the domain's Valibot schemas: the server reads every request part
// through them (a 400 naming the field). The OpenAPI document is made from the same schemas, by
// the route table (openapi-document.ts).

import { toJsonSchema } from '@valibot/to-json-schema'
import type { FastifySchema, FastifySchemaCompiler } from 'fastify'
import { errorBodySchema } from '../../domain/api/error-body.ts'
import { type AnySchema, parse } from '../../domain/api/schema.ts'

/** The Valibot schema each JSON Schema was made from, for the validator to read with. */
const source = Symbol('valibot schema')

type Documented = Record<string, unknown> & { [source]?: AnySchema }

/** A Valibot schema as JSON Schema (2020-12, as OpenAPI 3.1 has it), keeping the schema. */
export function jsonSchemaOf(schema: AnySchema): Documented {
  const { $schema: _dialect, ...json } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    errorMode: 'ignore',
  }) as Record<string, unknown>
  Object.defineProperty(json, source, { value: schema, enumerable: false })
  return json
}

export interface RouteDescription {
  summary: string
  description?: string
  tags: string[]
  /** Calls that need the bearer token. */
  authenticated?: boolean
  params?: AnySchema
  querystring?: AnySchema
  body?: AnySchema
  /** The answers by status; every route also answers errors with { code, message }. */
  response: Record<number, AnySchema>
}

const errorAnswers = [400, 401, 403, 404] as const

export function routeSchema(route: RouteDescription): FastifySchema {
  const response: Record<number, Documented> = {}
  for (const [status, schema] of Object.entries(route.response))
    response[Number(status)] = jsonSchemaOf(schema)
  for (const status of errorAnswers) response[status] ??= jsonSchemaOf(errorBodySchema)
  return {
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: route.tags,
    ...(route.authenticated ? { security: [{ bearer: [] }] } : {}),
    ...(route.params ? { params: jsonSchemaOf(route.params) } : {}),
    ...(route.querystring ? { querystring: jsonSchemaOf(route.querystring) } : {}),
    ...(route.body ? { body: jsonSchemaOf(route.body) } : {}),
    response,
  }
}

/** Reads each request part through the Valibot schema its JSON Schema was made from. */
export const validatorCompiler: FastifySchemaCompiler<Documented> = ({ schema, httpPart }) => {
  const valibot = schema[source]
  if (!valibot) throw new Error(`a route's ${httpPart} schema was not made by routeSchema`)
  const textual = httpPart === 'querystring' || httpPart === 'params'
  // Valibot takes a list for an object (typeof [] is 'object'): a body must be the object it says.
  const object = schema.type === 'object'
  return (data) => {
    if (object && Array.isArray(data))
      return { error: new Error(`the ${httpPart} must be an object`) }
    // Fastify reads a text/plain body as text (the events search takes its query so): JSON sent
    // under it is told what is wrong, not that it is no object.
    if (object && httpPart === 'body' && typeof data === 'string')
      return { error: new Error('the body must be JSON, sent as content-type: application/json') }
    const repeated = textual ? repeatedField(valibot, data) : undefined
    if (repeated) return { error: new Error(`${repeated} is given more than once: give it once`) }
    const read = parse(valibot, textual ? fromText(valibot, data) : data)
    return read.ok ? { value: read.value } : { error: new Error(read.reason) }
  }
}

/**
 * A number as a query or a path writes one: digits, a sign and a decimal point, no more. Number()
 * also reads '0x10', '1e3', '+100' and ' 100', which no client sends and a check of the form
 * should not let through.
 */
const decimalText = /^-?\d+(\.\d+)?$/

/**
 * A query string or a path is text: a field its schema reads as a number or as true/false is
 * converted first, and only such a field, so an id that happens to be digits stays text. A flag
 * written bare (`?includeFullBalanceDetails`, as SPEC.md writes its calls) is true.
 */
function fromText(schema: AnySchema, data: unknown): unknown {
  const entries = (schema as { entries?: Record<string, AnySchema> }).entries
  if (!entries || typeof data !== 'object' || data === null) return data
  const converted: Record<string, unknown> = { ...(data as Record<string, unknown>) }
  for (const [key, entry] of Object.entries(entries)) {
    const value = converted[key]
    if (typeof value !== 'string') continue
    const type = baseType(entry)
    if (type === 'number' && decimalText.test(value)) converted[key] = Number(value)
    else if (type === 'boolean' && (value === 'true' || value === 'false' || value === ''))
      converted[key] = value !== 'false'
  }
  return converted
}

/**
 * A field of one value written twice in a query (?page=1&page=2) comes as a list: named as such,
 * not called "not a number".
 */
function repeatedField(schema: AnySchema, data: unknown): string | undefined {
  const entries = (schema as { entries?: Record<string, AnySchema> }).entries
  if (!entries || typeof data !== 'object' || data === null) return undefined
  return Object.entries(entries).find(
    ([key, entry]) =>
      Array.isArray((data as Record<string, unknown>)[key]) && baseType(entry) !== 'array',
  )?.[0]
}

/** The type a schema reads, under its optional wrapper and its pipe of checks. */
function baseType(schema: AnySchema): string {
  const shaped = schema as { type: string; wrapped?: AnySchema; pipe?: AnySchema[] }
  if (shaped.wrapped) return baseType(shaped.wrapped)
  const first = shaped.pipe?.[0]
  return first && first !== schema ? baseType(first) : shaped.type
}
