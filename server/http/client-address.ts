// The bettor's address, the login limits' key (server/auth/rate-limit.ts), read from the request
// as Fastify gives it: the socket's peer, or behind a trusted proxy (TRUST_PROXY) the address
// the proxy wrote in X-Forwarded-For, word for word. Some proxies write it with the client's
// port ("203.0.113.7:51234", "[2001:db8::7]:443"), a new one each connection, so that every
// connection counted as a new address and 320 wrong logins from one met no limit (probe 2, P1).
// An IPv4 address in IPv6 form ("::ffff:203.0.113.7") is the same address too.

import { isIP } from 'node:net'

/** The address without a port, IPv4 as itself; a value that is no address stays as written. */
export function addressOf(written: string): string {
  const text = written.trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text)
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(text)
  const bare = bracketed?.[1] ?? withPort?.[1] ?? text
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare)?.[1] ?? bare
  return isIP(mapped) ? mapped.toLowerCase() : text
}

/** The address of the client the request is from (request.ip, normalised by addressOf). */
export const clientAddress = (request: { ip: string }): string => addressOf(request.ip)
