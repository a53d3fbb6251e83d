// Passwords and security answers are kept as scrypt hashes whose cost is written beside them,
// so the cost can be raised for new hashes while old ones still verify. The cost is a choice
// (tests/bench/logins.bench.ts prints what it buys): N = 2^15 with r = 8 takes 32 MiB and about
// 100 ms a hash on a 2-core machine, about ten logins a second, which keeps a stolen hash slow
// to guess and a login quick to the bettor. OWASP's 2^17 would cost 128 MiB and half a second.

import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto'

export interface ScryptCost {
  /** CPU and memory cost, a power of two. */
  N: number
  r: number
  p: number
}

export const passwordCost: ScryptCost = { N: 2 ** 15, r: 8, p: 1 }

const keyLength = 32

function derive(secret: string, salt: Buffer, length: number, cost: ScryptCost): Promise<Buffer> {
  // Node refuses more than 32 MiB by default; leave room for the cost asked.
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r + 1024 * 1024 }
  return new Promise((resolve, reject) =>
    scrypt(secret, salt, length, options, (error, key) => (error ? reject(error) : resolve(key))),
  )
}

/** scrypt$N$r$p$salt$hash, base64 salt and hash. */
export async function hashPassword(
  secret: string,
  cost: ScryptCost = passwordCost,
): Promise<string> {
  const salt = randomBytes(16)
  const hash = await derive(secret, salt, keyLength, cost)
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), hash.toString('base64')].join(
    '$',
  )
}

export async function verifyPassword(secret: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored)
  if (!parsed) return false
  const actual = await derive(secret, parsed.salt, parsed.hash.length, parsed.cost)
  return timingSafeEqual(actual, parsed.hash)
}

function parseHash(stored: string): { cost: ScryptCost; salt: Buffer; hash: Buffer } | undefined {
  const parts = stored.split('$')
  if (parts.length === 6 && parts[0] === 'scrypt') {
    const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number]
    if (![N, r, p].every((value) => Number.isSafeInteger(value) && value > 0)) return undefined
    return {
      cost: { N, r, p },
      salt: Buffer.from(parts[4] as string, 'base64'),
      hash: Buffer.from(parts[5] as string, 'base64'),
    }
  }
  // The first databases' form, scrypt:salt:hash, at Node's default cost (N 2^14, r 8, p 1).
  const [scheme, salt, hash] = stored.split(':')
  if (scheme !== 'scrypt' || !salt || !hash) return undefined
  return {
    cost: { N: 2 ** 14, r: 8, p: 1 },
    salt: Buffer.from(salt, 'base64'),
    hash: Buffer.from(hash, 'base64'),
  }
}
