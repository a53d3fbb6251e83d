// The contract as the server under test publishes it: any OpenAPI 3.1 document. Operations are
// keyed by method and path template ('GET /xapi/rest/events/{id}'), with their operationId when
// the document gives one; $ref is followed into the document's components wherever it stands
// (parameters, bodies, answers, schemas), so a document written with named components and one
// written out in full read the same.

import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'

export type JsonObject = Record<string, unknown>

export interface Parameter {
  name: string
  in: 'path' | 'query' | 'header' | 'cookie'
  required: boolean
  schema: JsonObject
}

export interface Operation {
  /** 'GET /xapi/rest/events/{id}': how the kit names an operation in its report. */
  key: string
  method: string
  path: string
  operationId?: string
  tags: string[]
  parameters: Parameter[]
  /** The request body's schema by content type. */
  bodies: Record<string, JsonObject>
  /** Whether the operation declares a security requirement (a bearer token). */
  authenticated: boolean
}

/** How the report names an operation: its operationId when the document gives one. */
export const labelOf = (operation: Operation) =>
  operation.operationId ? `${operation.operationId} (${operation.key})` : operation.key

/** What an answer's check found: whether its status is documented, and the schema's errors. */
export interface AnswerVerdict {
  documented: boolean
  errors: string[]
}

export interface Contract {
  operations: Operation[]
  /** The operation by method and path template, as the document writes it. */
  operation(method: string, path: string): Operation | undefined
  /** The operation a concrete request path is an instance of. */
  match(method: string, pathname: string): Operation | undefined
  /** An answer's JSON against the schema the document gives for its status. */
  checkAnswer(operation: Operation, status: number, body: unknown): AnswerVerdict
}

const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options']

/** The node a local JSON pointer ('#/components/schemas/Price') names in the document. */
export function resolvePointer(document: JsonObject, pointer: string): unknown {
  if (!pointer.startsWith('#')) throw new Error(`only local references are read: ${pointer}`)
  let node: unknown = document
  for (const raw of pointer.slice(1).split('/').slice(1)) {
    const segment = decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~')
    if (typeof node !== 'object' || node === null || !(segment in node))
      throw new Error(`the reference ${pointer} names nothing in the document`)
    node = (node as JsonObject)[segment]
  }
  return node
}

/** A node with its $ref followed (however many times over), as OpenAPI's Reference Objects are. */
export function dereference<T>(document: JsonObject, node: T): T {
  let current: unknown = node
  for (let hops = 0; hops < 32; hops++) {
    const ref = (current as { $ref?: unknown } | null)?.$ref
    if (typeof ref !== 'string') return current as T
    current = resolvePointer(document, ref)
  }
  throw new Error('a chain of $ref that never ends')
}

/**
 * A path template as a pattern of concrete paths: '{name}' is one segment; a template parameter
 * standing for the rest of the path ('{*}', '{path+}', '*') takes any number.
 */
export function templatePattern(template: string): RegExp {
  const source = template
    .split('/')
    .map((segment) => {
      if (segment === '*' || /^\{(\*|[^}]*\+)\}$/.test(segment)) return '.+'
      return segment
        .split(/(\{[^}]+\})/)
        .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
        .join('')
    })
    .join('/')
  return new RegExp(`^${source}$`)
}

/** How specific a template is: the more literal characters, the better a match it is. */
const literalLength = (template: string) => template.replace(/\{[^}]*\}|\*/g, '').length

export function readContract(document: JsonObject): Contract {
  const paths = (document.paths ?? {}) as Record<string, JsonObject>
  const operations: Operation[] = []
  const answerSchemas = new Map<Operation, Record<string, JsonObject | null>>()
  for (const [path, pathItem] of Object.entries(paths)) {
    const item = dereference(document, pathItem)
    const shared = (item.parameters ?? []) as JsonObject[]
    for (const method of methods) {
      const raw = item[method] as JsonObject | undefined
      if (!raw) continue
      const parameters = [...shared, ...((raw.parameters ?? []) as JsonObject[])].map(
        (parameter): Parameter => {
          const read = dereference(document, parameter)
          return {
            name: String(read.name),
            in: read.in as Parameter['in'],
            required: read.required === true,
            schema: (read.schema ?? {}) as JsonObject,
          }
        },
      )
      const requestBody = raw.requestBody
        ? dereference(document, raw.requestBody as JsonObject)
        : undefined
      const content = (requestBody?.content ?? {}) as Record<string, JsonObject>
      const security = (raw.security ?? document.security) as JsonObject[] | undefined
      const operation: Operation = {
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        ...(typeof raw.operationId === 'string' ? { operationId: raw.operationId } : {}),
        tags: (raw.tags ?? []) as string[],
        parameters,
        bodies: Object.fromEntries(
          Object.entries(content).map(([type, media]) => [
            type,
            (media.schema ?? {}) as JsonObject,
          ]),
        ),
        authenticated:
          Array.isArray(security) &&
          security.some((requirement) => Object.keys(requirement).length > 0),
      }
      operations.push(operation)
      const responses = (raw.responses ?? {}) as Record<string, JsonObject>
      answerSchemas.set(
        operation,
        Object.fromEntries(
          Object.entries(responses).map(([status, response]) => {
            const read = dereference(document, response)
            const media = (read.content ?? {}) as Record<string, JsonObject>
            const json = Object.entries(media).find(([type]) => /json/.test(type))?.[1]
            return [status, (json?.schema as JsonObject | undefined) ?? null]
          }),
        ),
      )
    }
  }

  const patterns = operations.map((operation) => ({
    operation,
    pattern: templatePattern(operation.path),
    literal: literalLength(operation.path),
  }))

  // Each schema is checked beside the document's components, so its $ref resolve as written.
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false })
  const validators = new Map<JsonObject, ValidateFunction>()
  const validatorOf = (schema: JsonObject) => {
    let validate = validators.get(schema)
    if (!validate) {
      validate = ajv.compile({ components: document.components ?? {}, allOf: [schema] })
      validators.set(schema, validate)
    }
    return validate
  }

  return {
    operations,
    operation: (method, path) =>
      operations.find((operation) => operation.method === method && operation.path === path),
    match(method, pathname) {
      let best: (typeof patterns)[number] | undefined
      for (const candidate of patterns)
        if (
          candidate.operation.method === method &&
          candidate.pattern.test(pathname) &&
          (!best || candidate.literal > best.literal)
        )
          best = candidate
      return best?.operation
    },
    checkAnswer(operation, status, body) {
      const schemas = answerSchemas.get(operation) ?? {}
      const range = `${String(status)[0]}XX`
      const key = [String(status), range, range.toLowerCase(), 'default'].find(
        (candidate) => candidate in schemas,
      )
      if (key === undefined) return { documented: false, errors: [] }
      const schema = schemas[key]
      if (!schema) return { documented: true, errors: [] }
      const validate = validatorOf(schema)
      if (validate(body)) return { documented: true, errors: [] }
      return {
        documented: true,
        errors: (validate.errors ?? []).map(
          (error) => `${error.instancePath || '(the answer)'} ${error.message ?? 'is invalid'}`,
        ),
      }
    },
  }
}
