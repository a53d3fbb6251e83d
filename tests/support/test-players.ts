// Players a test makes for itself, with unique names: tests share one PostgreSQL in CI, so a test
// that locks, limits or spends a player must not touch anyone else's.

import { randomUUID } from 'node:crypto'
import { hashPassword, type ScryptCost } from '../../server/auth/passwords.ts'
import type { Queryable } from '../../server/db/database.ts'

export interface TestPlayerOptions {
  brandId: string
  /** Prefix of the unique username. */
  name: string
  secondFactor?: 'none' | 'otp' | 'security-question'
  phone?: string | null
  question?: { question: string; answer: string }
  locked?: boolean
  termsAccepted?: string
  currency?: string
  balance?: number
  promoCash?: number
}

export interface TestPlayer {
  id: string
  accountId: string
  username: string
  password: string
}

/**
 * A test player's password and answer are hashed at a small cost: login checks the cost written
 * in the hash, so every path is the one a real player takes, at a fraction of the CPU
 * (server/auth/passwords.test.ts holds the real cost to its figure).
 */
const testCost: ScryptCost = { N: 2 ** 10, r: 8, p: 1 }

export async function createTestPlayer(
  db: Queryable,
  options: TestPlayerOptions,
): Promise<TestPlayer> {
  const unique = randomUUID().slice(0, 8)
  const player: TestPlayer = {
    id: `t-${unique}`,
    accountId: `ta-${unique}`,
    username: `${options.name}-${unique}`,
    password: `pw-${unique}-secret`,
  }
  const currency = options.currency ?? 'EUR'
  await db.query(
    `insert into players (id, brand_id, username, password_hash, email, first_name, last_name,
       phone, country_code, currency, locale, second_factor, security_question,
       security_answer_hash, terms_accepted, account_status)
     values ($1, $2, $3, $4, $5, 'Tess', 'Tester', $6, 'GB', $7, 'en', $8, $9, $10, $11, $12)`,
    [
      player.id,
      options.brandId,
      player.username,
      await hashPassword(player.password, testCost),
      `${player.username}@example.com`,
      options.phone === undefined ? '+44 7700 900123' : options.phone,
      currency,
      options.secondFactor ?? 'none',
      options.question?.question ?? null,
      options.question
        ? await hashPassword(options.question.answer.trim().toLowerCase(), testCost)
        : null,
      options.termsAccepted ?? null,
      options.locked ? 'locked' : 'active',
    ],
  )
  await db.query(
    `insert into accounts (id, player_id, currency, balance, promo_cash)
     values ($1, $2, $3, $4, $5)`,
    [player.accountId, player.id, currency, options.balance ?? 0, options.promoCash ?? 0],
  )
  return player
}

/** A player logged in: the bearer token, and the account and name it is for. */
export interface LoggedIn {
  token: string
  accountId: string
  username: string
}

/** The direct login of the demo brand, which must succeed. */
export async function logIn(
  baseUrl: string,
  username: string,
  password: string,
): Promise<LoggedIn> {
  const response = await fetch(`${baseUrl}/xapi/icore/players/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', brand: 'demo' },
    body: JSON.stringify({ username, password }),
  })
  if (response.status !== 200) throw new Error(`login of ${username} failed: ${response.status}`)
  const body = (await response.json()) as { alsToken: string; accountId: string }
  return { token: body.alsToken, accountId: body.accountId, username }
}
