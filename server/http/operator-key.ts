// An operator's secret on a request (the metrics' token, the admin key): compared in constant
// time (same-secret.ts), and named in records by a fingerprint, never by itself.

import type { FastifyInstance } from 'fastify'
import { sameSecret, secretDigest } from '../auth/same-secret.ts'
import type { Environment } from '../env-numbers.ts'
import { bearerToken } from './authenticate.ts'
import { sendError } from './errors.ts'

/** What an audit row names a key by: enough to tell keys apart, nothing to rebuild one from. */
export const keyFingerprint = (key: string): string =>
  secretDigest(key).toString('hex').slice(0, 12)

/** An operator key from the environment: undefined when unset, refused when too short to guess. */
export function operatorKeyFromEnv(env: Environment, name: string): string | undefined {
  const key = env[name]?.trim() || undefined
  if (key !== undefined && key.length < 16) throw new Error(`${name} must be 16 characters or more`)
  return key
}

/**
 * The key a request carries: its bearer token, or the password of its Basic credentials, which
 * is what a browser sends for a page once the operator has typed the key into its prompt.
 * Credentials without the colon that ends the user name (RFC 7617) carry none.
 */
export function operatorKeyOf(request: { headers: { authorization?: string } }): string {
  const basic = /^basic +(\S+) *$/i.exec(request.headers.authorization ?? '')
  if (!basic) return bearerToken(request)
  const credentials = Buffer.from(basic[1] ?? '', 'base64').toString('utf8')
  const colon = credentials.indexOf(':')
  return colon < 0 ? '' : credentials.slice(colon + 1)
}

/**
 * Every route of the scope answers 401 without the key. A page (browser) asks the browser to
 * prompt for it; an API does not.
 */
export function requireOperatorKey(
  scope: FastifyInstance,
  key: string,
  options: { what: string; browser?: boolean },
): void {
  scope.addHook('onRequest', async (request, reply) => {
    if (sameSecret(operatorKeyOf(request), key)) return
    if (options.browser) reply.header('www-authenticate', 'Basic realm="operator", charset="UTF-8"')
    return sendError(reply, 401, 'unauthorized', `${options.what} needs the operator key`)
  })
}
