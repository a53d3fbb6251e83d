// The bettor's address, the login limits' key (server/auth/rate-limit.ts), read from the request
// as Fastify gives it: the socket's peer, or behind a trusted proxy (TRUST_PROXY) the address
// the proxy wrote in X-Forwarded-For, word for word. Some proxies write it with the client's
// port ("203.0.113.7:51234", "[2001:db8::7]:443"), a new one each connection, so that every
// connection counted as a new address and 320 wrong logins from one met no limit (probe 2, P1).
// An IPv4 address in IPv6 form ("::ffff:203.0.113.7", "::ffff:cb00:7107") is the same address
// too, and so is an IPv6 address however it is spelled ("0:0:0:0:0:ffff:…", capitals): each
// spelling had been an address of its own, with limits and stream seats of its own (probe 4, F2).

import { isIPv4, isIPv6 } from 'node:net'

/** The address without a port, IPv4 as itself; a value that is no address stays as written. */
export function addressOf(written: string): string {
  const text = written.trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text)
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(text)
  const bare = bracketed?.[1] ?? withPort?.[1] ?? text
  if (isIPv4(bare)) return bare
  if (!isIPv6(bare)) return text
  // The URL standard writes an IPv6 address one way: lower case, zeros compressed, hex groups.
  const canonical = new URL(`http://[${bare}]`).hostname.slice(1, -1)
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical)
  if (!mapped) return canonical
  const [high, low] = [Number.parseInt(mapped[1] ?? '', 16), Number.parseInt(mapped[2] ?? '', 16)]
  return [high >> 8, high & 255, low >> 8, low & 255].join('.')
}

/**
 * The address of the client the request is from (request.ip, normalised by addressOf); empty once
 * its socket is gone (a request the client gave up on), when Node no longer knows the peer.
 */
export const clientAddress = (request: { ip: string | undefined }): string =>
  addressOf(request.ip ?? '')
