// TRUST_PROXY: which proxies in front of the server may say who the bettor is. Behind a TLS
// proxy or a load balancer every request comes from the proxy's address over plain http; the
// proxy's X-Forwarded-For and X-Forwarded-Proto name the bettor's address and https. Believed from
// anyone, they would let a client choose its own address for the login limits, so they are read
// only from the proxies named here: their addresses or CIDR ranges, or a count of proxy hops.
// Unset, no header is believed (the server faces the bettors itself).

import { BlockList, isIP } from 'node:net'
import { type Environment, wholeNumberFromEnv } from './env-numbers.ts'

/**
 * Fastify's trustProxy: the trusted proxies' addresses, or whether the proxy `hop` steps from the
 * server (0: the one connected to it) is one of the count given.
 */
export type TrustedProxies = string[] | ((address: string, hop: number) => boolean)

/** The ranges proxy-addr knows by name: 127.0.0.0/8 and ::1, fe80::/10 and so on. */
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal'])

/** An address, a CIDR range (10.0.0.0/8, fd00::/8) or a named range. */
function isProxyAddress(text: string): boolean {
  if (namedRanges.has(text) || isIP(text) !== 0) return true
  const [address = '', prefix, ...rest] = text.split('/')
  const version = isIP(address)
  if (version === 0 || prefix === undefined || rest.length > 0 || !/^\d{1,3}$/.test(prefix))
    return false
  return Number(prefix) <= (version === 4 ? 32 : 128)
}

export function trustedProxiesFromEnv(env: Environment): TrustedProxies | undefined {
  const text = env.TRUST_PROXY?.trim()
  if (text === undefined || text === '') return undefined
  if (/^\d+$/.test(text)) {
    // Fastify takes a bare count as "trust none" (a client reaching the server directly could
    // claim any address behind enough hops): a count is only for a server that the proxies alone
    // can reach, and is given to Fastify as the test it would have made.
    const hops = wholeNumberFromEnv({ TRUST_PROXY: text }, 'TRUST_PROXY', 1, 10) ?? 0
    return (_address, hop) => hop < hops
  }
  const proxies = text.split(',').map((entry) => entry.trim())
  const wrong = proxies.find((entry) => !isProxyAddress(entry))
  if (wrong !== undefined)
    throw new Error(
      `TRUST_PROXY must be a hop count from 1 to 10 or a list of addresses and CIDR ranges (or loopback, linklocal, uniquelocal), not "${wrong}"`,
    )
  return proxies
}

/** proxy-addr's named ranges, as BlockList subnets. */
const namedSubnets: Record<string, [string, number][]> = {
  loopback: [
    ['127.0.0.0', 8],
    ['::1', 128],
  ],
  linklocal: [
    ['169.254.0.0', 16],
    ['fe80::', 10],
  ],
  uniquelocal: [
    ['10.0.0.0', 8],
    ['172.16.0.0', 12],
    ['192.168.0.0', 16],
    ['fc00::', 7],
  ],
}

const family = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4')

/**
 * Whether the peer connected to the server is one of the trusted proxies: what it says in its own
 * headers (X-Request-Id) is believed only then. Fastify answers this for X-Forwarded-For alone.
 */
export function trustedPeer(proxies: TrustedProxies | undefined): (peer: string) => boolean {
  if (proxies === undefined) return () => false
  const list = new BlockList()
  if (typeof proxies !== 'function')
    for (const entry of proxies) {
      const [base = '', prefix] = entry.split('/')
      const subnets = namedSubnets[entry] ?? [[base, prefix === undefined ? -1 : Number(prefix)]]
      for (const [net, bits] of subnets)
        if (bits < 0) list.addAddress(net, family(net))
        else list.addSubnet(net, bits, family(net))
    }
  return (peer) => {
    // A dual-stack socket names an IPv4 peer as ::ffff:a.b.c.d.
    const address = peer.startsWith('::ffff:') && isIP(peer.slice(7)) === 4 ? peer.slice(7) : peer
    if (typeof proxies === 'function') return proxies(address, 0)
    return isIP(address) !== 0 && list.check(address, family(address))
  }
}
