// The routes of the published contract (/docs/openapi.json), each ready to call: its path filled
// with a player's own records and any required query given a value its schema takes. Tests that
// hold a rule over every route read them here, so a route added later is covered the day it is.

interface Parameter {
  in: string
  name: string
  required?: boolean
  schema?: { type?: string; minLength?: number; enum?: unknown[] }
}

interface Operation {
  parameters?: Parameter[]
  requestBody?: unknown
  security?: Record<string, unknown>[]
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>
}

export interface ContractRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** The path as the document has it: /xapi/rest/accounts/{accountId}/info. */
  path: string
  /** The path with the player's records in it (any other parameter `${filler}-1`), and its query. */
  url: string
  hasBody: boolean
  /** Whether the document says it needs a player's or the wallet's bearer token. */
  authenticated: boolean
  /** Whether its path names a player (isPlayerParameter). */
  playerScoped: boolean
}

/**
 * Whether an operation's security needs a player's token (the sportsbook's or the wallet's): none
 * of its alternatives is anonymous ({}), and each names one of those schemes. The operator's and
 * the feed's keys are not a player's.
 */
export const needsPlayersToken = (security: Record<string, unknown>[] | undefined): boolean =>
  (security?.length ?? 0) > 0 &&
  (security ?? []).every((scheme) => 'player' in scheme || 'wallet' in scheme)

/**
 * The document with each reference to a component schema replaced by the component itself, for a
 * test that reads a schema's fields.
 */
export function withComponentsInline<D extends { components?: { schemas?: object } }>(
  document: D,
): D {
  const schemas = (document.components?.schemas ?? {}) as Record<string, unknown>
  const inline = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(inline)
    if (!value || typeof value !== 'object') return value
    const { $ref, ...rest } = value as Record<string, unknown>
    if (typeof $ref === 'string' && $ref.startsWith('#/components/schemas/'))
      return { ...(inline(schemas[$ref.slice('#/components/schemas/'.length)]) as object), ...rest }
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, inline(inner)]))
  }
  return inline(document) as D
}

/** Whether a path parameter names a player; an {id} only right after accounts/account. */
export function isPlayerParameter(path: string, name: string): boolean {
  if (['username', 'accountId', 'playerId'].includes(name)) return true
  return name === 'id' && /\/accounts?\/\{id\}(\/|$)/.test(path)
}

/** A value a query parameter's schema takes, so that the call is decided by what is tested. */
function sampleQueryValue(parameter: Parameter, filler: string): string {
  const schema = parameter.schema ?? {}
  if (schema.enum?.length) return String(schema.enum[0])
  if (schema.type === 'number' || schema.type === 'integer') return '1'
  if (schema.type === 'boolean') return 'true'
  return `${filler}-${'x'.repeat(Math.max(0, (schema.minLength ?? 0) - filler.length - 1))}`
}

/**
 * Every route of the document; player parameters take the values given (username, accountId,
 * playerId, id).
 */
export function contractRoutes(
  document: OpenApiDocument,
  playerValues: Record<string, string>,
  filler: string,
): ContractRoute[] {
  const routes: ContractRoute[] = []
  for (const [path, operations] of Object.entries(document.paths)) {
    const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '')
    for (const [method, operation] of Object.entries(operations)) {
      const filled = path.replace(/\{(\w+)\}/g, (_, name: string) =>
        encodeURIComponent(
          isPlayerParameter(path, name) ? (playerValues[name] ?? '') : `${filler}-1`,
        ),
      )
      const query = (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'query' && parameter.required)
        .map(
          (parameter) =>
            `${parameter.name}=${encodeURIComponent(sampleQueryValue(parameter, filler))}`,
        )
      routes.push({
        method: method.toUpperCase() as ContractRoute['method'],
        path,
        url: query.length ? `${filled}?${query.join('&')}` : filled,
        hasBody: operation.requestBody !== undefined,
        authenticated: needsPlayersToken(operation.security),
        // A player's own path asked with a player's token; a test hook naming a player is not one.
        playerScoped:
          needsPlayersToken(operation.security) &&
          names.some((name) => isPlayerParameter(path, name)),
      })
    }
  }
  return routes
}
