// The OpenAPI 3.1 document, made from the route table (domain/api/route-table.ts) rather than from
// the routes a server happens to register: it is the contract an operator's own backend meets,
// the same whichever endpoints one process turns on. Shared shapes are named components
// (domain/api/components.ts), so generators make one type per shape.

import { STATUS_CODES } from 'node:http'
import { type ConversionConfig, toJsonSchema, toJsonSchemaDefs } from '@valibot/to-json-schema'
import { componentExamples, componentSchemas } from '../../domain/api/components.ts'
import { errorBodySchema } from '../../domain/api/error-body.ts'
import {
  type Caller,
  isSchemaAnswer,
  type Operation,
  type PlainAnswer,
  successStatus,
} from '../../domain/api/operation.ts'
import type { AnySchema } from '../../domain/api/schema.ts'
import { apiTags } from '../../domain/api/tags.ts'

type Json = Record<string, unknown>

const schemaRef = (name: string) => `#/components/schemas/${name}`

/**
 * Requests are described as a client sends them (before a transform reads them), answers as the
 * server sends them. A component is referred to, never copied.
 */
const conversion = (typeMode: 'input' | 'ignore'): ConversionConfig => ({
  target: 'draft-2020-12',
  typeMode,
  errorMode: 'ignore',
  definitions: componentSchemas,
  overrideRef: ({ referenceId }) => schemaRef(referenceId),
})

function jsonSchema(schema: AnySchema, typeMode: 'input' | 'ignore'): Json {
  const {
    $schema: _dialect,
    $defs: _components,
    ...json
  } = toJsonSchema(schema, conversion(typeMode)) as Json
  return json
}

/** How each caller proves who it is: the security schemes and an operation's requirement. */
const securitySchemes = {
  player: {
    type: 'http',
    scheme: 'bearer',
    description:
      "The sportsbook session's token, as a login answered it (POST /xapi/icore/players/login, GET /api/session). It counts only on the brand it was issued for.",
  },
  wallet: {
    type: 'http',
    scheme: 'bearer',
    description:
      "The operator wallet's own session token (POST /accounts/sessions); the wallet's calls also carry its session cookie.",
  },
  operator: {
    type: 'http',
    scheme: 'bearer',
    description:
      'The operator key (ADMIN_KEY), as a bearer token or as the password of Basic credentials; the routes do not exist without it.',
  },
  feed: {
    type: 'http',
    scheme: 'bearer',
    description: "The odds feed's key (INGEST_KEY); the route does not exist without it.",
  },
} as const

const securityOf: Record<Caller, Json[]> = {
  anyone: [],
  'test-hook': [],
  player: [{ player: [] }],
  // Either a player's token or none: {} is the anonymous alternative.
  'player-if-any': [{ player: [] }, {}],
  wallet: [{ wallet: [] }],
  operator: [{ operator: [] }],
  feed: [{ feed: [] }],
}

const whoCalls: Record<Caller, string> = {
  anyone: 'Anyone may call it: no credential.',
  player:
    "Needs the player's token: without a valid one it is refused 401 before its input is read.",
  'player-if-any': 'Anyone may call it; with a player token it answers for that player.',
  wallet: "Needs the operator wallet's session.",
  operator: 'Needs the operator key.',
  feed: "Needs the feed's key.",
  'test-hook': 'A test hook: served only with DEV_ENDPOINTS=1, never in production.',
}

/** An optional text parameter the engine sends of its own (SPEC.md section 7, request decoration). */
const decoration = (name: string, where: 'header' | 'query', description: string) => ({
  name,
  in: where,
  required: false,
  description,
  schema: { type: 'string' },
})

/** The brand header: every call a bettor's client makes names its brand with it. */
const brandParameter = decoration(
  'brand',
  'header',
  "The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for.",
)

const priceFormatParameter = decoration(
  'price-format',
  'header',
  "The player's price format on a bet-related call (SPEC.md section 7). Prices are answered as decimals whatever it says; a backend may read it to word its messages.",
)

/**
 * The rest of the decoration: what the engine sends on every call of a brand's (the portal
 * headers) and on its /api/ calls (pub, mc). The reference server reads none of them but mc on
 * the settings call; an operator's backend may.
 */
const portalParameters = [
  decoration(
    'portal-id',
    'header',
    "The brand's portal id at the operator's backend (the brand's portal_id setting), when it has one.",
  ),
  decoration(
    'portal-token',
    'header',
    "The brand's portal token at the operator's backend (the brand's portal_token setting), when it has one.",
  ),
]

const apiCallParameters = [
  decoration(
    'pub',
    'query',
    "The brand settings' publication the client holds (last_publication_timestamp): a publication makes new addresses, so no cache answers from before it.",
  ),
  decoration('mc', 'query', 'The channel the page is served for: mobile or desktop.'),
]

/** The entries of a record whose names pass: the components an operation refers to. */
const pick = <T>(record: Record<string, T>, keep: (name: string) => boolean) =>
  Object.fromEntries(Object.entries(record).filter(([name]) => keep(name)))

/** The operator's and the feed's calls are not a brand's: they name the brand, if any, in the path. */
const readsBrand = (entry: Operation) => entry.caller !== 'operator' && entry.caller !== 'feed'

/**
 * What the framework answers before any route reads the call: a malformed request (a URL that does
 * not decode, a broken header, two Authorization headers) is 400 invalid-request; a path whose
 * parameter does not route (a NUL in it) is 404 not-found. Every operation may meet them, whether
 * or not its entry lists them.
 */
const beforeRouting = (entry: Operation): Record<number, readonly string[]> =>
  entry.path.includes('{')
    ? { 400: ['invalid-request'], 404: ['not-found'] }
    : { 400: ['invalid-request'] }

/**
 * What the framework answers for a body before the route reads it: 408 when it does not come
 * whole within the server's time, 413 past the size limit, 415 of a type other than JSON.
 */
const bodyRefusals = (entry: Operation): Record<number, readonly string[]> =>
  entry.body ? { 408: ['invalid-request'], 413: ['invalid-request'], 415: ['invalid-request'] } : {}

/**
 * What any operation may meet when the database does not answer in time: 503 unavailable, with
 * Retry-After (docs/api.md, Errors). Not for one whose own answer a 503 is (readiness).
 */
const databaseAway = (entry: Operation): Record<number, readonly string[]> =>
  503 in entry.answers ? {} : { 503: ['unavailable'] }

/** The codes of each status: the framework's and the entry's, each once. */
function refusalCodes(entry: Operation): Record<number, readonly string[]> {
  const codes: Record<number, readonly string[]> = {
    ...beforeRouting(entry),
    ...bodyRefusals(entry),
    ...databaseAway(entry),
  }
  for (const [status, listed] of Object.entries(entry.errors ?? {}))
    codes[Number(status)] = [...new Set([...(codes[Number(status)] ?? []), ...listed])]
  return codes
}

/** Why a refusal of each status happens, for an operator reading the document. */
const refusals: Record<number, string> = {
  400: 'The request is not valid: the message names the field or the rule it breaks.',
  401: 'No valid credential: none was sent, or it expired, ended or is for another brand.',
  402: 'The payment was declined.',
  403: 'Not allowed for this caller: another player’s record, or a locked account.',
  404: 'Not found.',
  408: 'The request did not come whole within 30 s.',
  409: 'The request conflicts with the current state: the code says which.',
  410: 'Gone: no longer available.',
  413: 'The body is too large.',
  415: 'The body is not JSON (Content-Type application/json), or says no type.',
  422: 'Refused by a rule of the book: the code (a RES code for a bet) says which.',
  423: 'Locked for now: the message says until when.',
  429: 'Too many attempts: retryAfterSeconds says when to try again.',
  503: 'Not available now: the database did not answer in time. Ask again after Retry-After, a write with the same uuid: it may or may not have happened.',
}

const parameters = (entry: Operation): Json[] => {
  const query = fields(entry.query, 'query')
  // An entry that reads one of them itself (the settings call's mc) documents it its own way.
  const apiCall = entry.path.startsWith('/api/') && readsBrand(entry) ? apiCallParameters : []
  return [
    ...fields(entry.params, 'path'),
    ...query,
    ...apiCall.filter((parameter) => !query.some((own) => own.name === parameter.name)),
    ...(readsBrand(entry) ? [brandParameter, ...portalParameters] : []),
    ...(entry.priceFormat ? [priceFormatParameter] : []),
  ]
}

/** Each field of a path's or a query's object schema as a parameter; its description lifted. */
function fields(schema: AnySchema | undefined, where: 'path' | 'query'): Json[] {
  if (!schema) return []
  const object = jsonSchema(schema, 'input') as {
    properties?: Record<string, Json>
    required?: string[]
  }
  return Object.entries(object.properties ?? {}).map(([name, property]) => {
    const { description, ...value } = property
    return {
      name,
      in: where,
      required: where === 'path' || (object.required ?? []).includes(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: value,
    }
  })
}

function requestBody(entry: Operation): Json | undefined {
  if (!entry.body) return undefined
  const type = entry.form ? 'application/x-www-form-urlencoded' : 'application/json'
  return { required: true, content: { [type]: { schema: jsonSchema(entry.body, 'input') } } }
}

function responses(entry: Operation): Json {
  const answers: Json = {}
  const first = successStatus(entry)
  for (const [status, answer] of Object.entries(entry.answers)) {
    const isFirst = Number(status) === first
    answers[status] = successAnswer(Number(status), answer, isFirst ? entry : undefined)
  }
  for (const [status, codes] of Object.entries(refusalCodes(entry)))
    answers[status] = {
      description: refusals[Number(status)] ?? STATUS_CODES[Number(status)] ?? status,
      content: { 'application/json': { schema: refusalSchema(codes) } },
    }
  return answers
}

/**
 * A success: JSON read with its schema, none (204, 304), or bytes of the media types listed (an
 * image). The first is described by the entry (its answerDescription, else its summary), a plain
 * answer by its own words, another by its status's name.
 */
function successAnswer(status: number, answer: AnySchema | PlainAnswer, first?: Operation): Json {
  if (!isSchemaAnswer(answer)) {
    const media = answer.mediaTypes ?? []
    return {
      description: first?.answerDescription ?? answer.description,
      ...(media.length > 0
        ? {
            content: Object.fromEntries(
              media.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]),
            ),
          }
        : {}),
    }
  }
  const described =
    first?.answerDescription ?? first?.summary ?? STATUS_CODES[status] ?? String(status)
  if (status === 204) return { description: described }
  return {
    description: described,
    content: { 'application/json': { schema: jsonSchema(answer, 'ignore') } },
  }
}

/** The error body (a component: referred to), its code narrowed to those this refusal carries. */
const refusalSchema = (codes: readonly string[]): Json => ({
  allOf: [jsonSchema(errorBodySchema, 'ignore')],
  properties: { code: { type: 'string', enum: [...codes] } },
})

function operationObject(entry: Operation): Json {
  const body = requestBody(entry)
  const declared = parameters(entry)
  return {
    operationId: entry.operationId,
    summary: entry.summary,
    description: [entry.description, whoCalls[entry.caller]].filter(Boolean).join('\n\n'),
    tags: [...entry.tags],
    security: securityOf[entry.caller],
    ...(declared.length > 0 ? { parameters: declared } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: responses(entry),
  }
}

/** Each component with its example, if it has one (domain/api/components.ts). */
const withExamples = (schemas: Record<string, object>): Record<string, Json> =>
  Object.fromEntries(
    Object.entries(schemas).map(([name, schema]): [string, Json] => [
      name,
      name in componentExamples
        ? { ...schema, examples: [componentExamples[name]] }
        : { ...schema },
    ]),
  )

/** The components the operations refer to, and those they refer to in turn. */
function componentsInUse(document: Json, all: Record<string, Json>): Record<string, Json> {
  const used: Record<string, Json> = {}
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit)
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) {
        const name =
          key === '$ref' && typeof inner === 'string' && inner.startsWith(schemaRef(''))
            ? inner.slice(schemaRef('').length)
            : undefined
        if (name !== undefined && !(name in used) && all[name]) {
          used[name] = all[name]
          visit(all[name])
        } else visit(inner)
      }
  }
  visit(document)
  return pick(all, (name) => name in used)
}

export interface OpenApiDocument {
  openapi: '3.1.0'
  info: { title: string; version: string; description: string }
  servers: { url: string; description: string }[]
  tags: { name: string; description: string }[]
  paths: Record<string, Json>
  components: Json
}

/** The OpenAPI 3.1 document of these operations. */
export function openApiDocument(table: readonly Operation[]): OpenApiDocument {
  const paths: Record<string, Json> = {}
  for (const entry of table) {
    paths[entry.path] ??= {}
    ;(paths[entry.path] as Json)[entry.method.toLowerCase()] = operationObject(entry)
  }
  const tagsUsed = new Set(table.flatMap((entry) => entry.tags))
  const schemas = componentsInUse(
    paths,
    withExamples(toJsonSchemaDefs(componentSchemas, conversion('input'))),
  )
  return {
    openapi: '3.1.0',
    info: {
      title: 'Sportsbook API',
      // The contract's version: raised by a change a client built on the last one cannot read.
      version: '1',
      description:
        'The contract a backend must meet for this client (docs/api.md). Money is integer minor units of the account currency; every error answers { code, message }. The live stream is described in /docs/live-protocol.schema.json.',
    },
    servers: [{ url: '/', description: 'The server that serves this document' }],
    tags: Object.entries(apiTags)
      .filter(([name]) => tagsUsed.has(name))
      .map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas,
      securitySchemes: pick(securitySchemes, (name) =>
        table.some((entry) => securityOf[entry.caller].some((scheme) => name in scheme)),
      ),
    },
  }
}
