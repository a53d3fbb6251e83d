import { describe, expect, it } from 'vitest'
import { trustedPeer, trustedProxiesFromEnv } from './trust-proxy.ts'

describe('TRUST_PROXY', () => {
  it('is off when unset or empty', () => {
    expect(trustedProxiesFromEnv({})).toBeUndefined()
    expect(trustedProxiesFromEnv({ TRUST_PROXY: ' ' })).toBeUndefined()
  })

  it('reads a hop count as trust in that many proxies nearest the server', () => {
    const trusted = trustedProxiesFromEnv({ TRUST_PROXY: '2' })
    if (typeof trusted !== 'function') throw new Error('a hop count is a test of the hop')
    expect([0, 1, 2].map((hop) => trusted('10.0.0.1', hop))).toEqual([true, true, false])
  })

  it('reads addresses, CIDR ranges and named ranges, IPv4 and IPv6', () => {
    expect(
      trustedProxiesFromEnv({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,fd00::/8,::1,loopback' }),
    ).toEqual(['10.0.0.0/8', '192.168.1.7', 'fd00::/8', '::1', 'loopback'])
  })

  it('names the entry it cannot read', () => {
    for (const [value, wrong] of [
      ['true', 'true'],
      ['10.0.0.0/33', '10.0.0.0/33'],
      ['fd00::/129', 'fd00::/129'],
      ['10.0.0.1,proxy.example', 'proxy.example'],
      ['10.0.0.0/8/1', '10.0.0.0/8/1'],
      ['10.0.0.1,', ''],
    ])
      expect(() => trustedProxiesFromEnv({ TRUST_PROXY: value })).toThrow(
        `TRUST_PROXY must be a hop count from 1 to 10 or a list of addresses and CIDR ranges (or loopback, linklocal, uniquelocal), not "${wrong}"`,
      )
    expect(() => trustedProxiesFromEnv({ TRUST_PROXY: '0' })).toThrow(
      'TRUST_PROXY must be a number from 1 to 10, not "0"',
    )
  })
})

describe('the trusted peer', () => {
  it('is one of the addresses, ranges or named ranges, IPv4 mapped or not', () => {
    const trusted = trustedPeer(['10.0.0.0/8', '192.168.1.7', 'fd00::/8', 'loopback'])
    expect(
      ['10.2.3.4', '::ffff:10.2.3.4', '192.168.1.7', 'fd00::5', '127.0.0.1', '::1'].map(trusted),
    ).toEqual([true, true, true, true, true, true])
    expect(['11.0.0.1', '192.168.1.8', 'fe00::1', 'unknown'].map(trusted)).toEqual([
      false,
      false,
      false,
      false,
    ])
  })

  it('is the nearest hop under a hop count, and nobody without TRUST_PROXY', () => {
    expect(trustedPeer(trustedProxiesFromEnv({ TRUST_PROXY: '1' }))('203.0.113.9')).toBe(true)
    expect(trustedPeer(undefined)('127.0.0.1')).toBe(false)
  })
})
