// Test players of our own for the site routes' tests, made by SQL with unique names, so the tests
// can run beside others on one shared PostgreSQL: a player with the flags a test needs, logged in
// through the direct login for a real bearer token.

import { randomUUID } from 'node:crypto'
import { logIn } from '../../domain/api/player-login.ts'
import { hashPassword } from '../auth/passwords.ts'
import type { RunningServer } from '../server.ts'

export interface TestPlayerFlags {
  nonBettor?: boolean
  nonDepositor?: boolean
  /** When the player first logged in; now when absent (the login sets it if it is null). */
  firstLoginAt?: Date
}

const password = 'site-tests-1'
let hash: Promise<string> | undefined

/** A player of the demo brand with these flags, and its bearer token. */
export async function testPlayer(
  server: RunningServer,
  flags: TestPlayerFlags = {},
): Promise<{ username: string; token: string }> {
  const id = randomUUID().slice(0, 12)
  const username = `site-${id}`
  hash ??= hashPassword(password)
  await server.db.transaction(async (tx) => {
    await tx.query(
      `insert into players (id, brand_id, username, password_hash, email, first_name, currency,
         non_bettor, non_depositor)
       values ($1, 'demo', $2, $3, $4, 'Site', 'EUR', $5, $6)`,
      [
        `p-${id}`,
        username,
        await hash,
        `${username}@example.com`,
        flags.nonBettor ?? false,
        flags.nonDepositor ?? false,
      ],
    )
    await tx.query(
      `insert into accounts (id, player_id, currency, balance) values ($1, $2, 'EUR', 0)`,
      [`a-${id}`, `p-${id}`],
    )
  })
  const response = await fetch(`${server.url}${logIn.path}`, {
    method: logIn.method,
    headers: { 'content-type': 'application/json', brand: 'demo' },
    body: JSON.stringify({ username, password }),
  })
  const { alsToken } = (await response.json()) as { alsToken: string }
  if (flags.firstLoginAt)
    await server.db.query('update players set first_login_at = $2 where id = $1', [
      `p-${id}`,
      flags.firstLoginAt.toISOString(),
    ])
  return { username, token: alsToken }
}
