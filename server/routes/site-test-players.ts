// Test players of our own for the site routes' tests, made by SQL with unique names, so the tests
// can run beside others on one shared PostgreSQL: a player with the flags a test needs, of any
// brand whatever its login method, with a session opened as a login opens it for a real bearer
// token.

import { randomUUID } from 'node:crypto'
import { createSessionService } from '../auth/sessions.ts'
import { createTokenService } from '../auth/tokens.ts'
import type { RunningServer } from '../server.ts'

export interface TestPlayerFlags {
  nonBettor?: boolean
  nonDepositor?: boolean
  /** When the player first logged in; now when absent (as a first login sets it). */
  firstLoginAt?: Date
  /** The player's brand; demo when absent. */
  brandId?: string
}

/** A player of the demo brand (or the one named) with these flags, and its bearer token. */
export async function testPlayer(
  server: RunningServer,
  flags: TestPlayerFlags = {},
): Promise<{ username: string; token: string }> {
  const id = randomUUID().slice(0, 12)
  const username = `site-${id}`
  const player = {
    playerId: `p-${id}`,
    accountId: `a-${id}`,
    username,
    brandId: flags.brandId ?? 'demo',
  }
  await server.db.transaction(async (tx) => {
    await tx.query(
      `insert into players (id, brand_id, username, password_hash, email, first_name, currency,
         non_bettor, non_depositor, first_login_at)
       values ($1, $2, $3, '', $4, 'Site', 'EUR', $5, $6, $7)`,
      [
        player.playerId,
        player.brandId,
        username,
        `${username}@example.com`,
        flags.nonBettor ?? false,
        flags.nonDepositor ?? false,
        (flags.firstLoginAt ?? new Date()).toISOString(),
      ],
    )
    await tx.query(
      `insert into accounts (id, player_id, currency, balance) values ($1, $2, 'EUR', 0)`,
      [player.accountId, player.playerId],
    )
  })
  const sessions = createSessionService(server.db, await createTokenService(server.db))
  const { token } = await sessions.open(server.db, player)
  return { username, token }
}
