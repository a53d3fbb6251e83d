// One-time codes on their own (SPEC.md section 9: six digits, 30 minutes, 295 s between sends),
// against a real database with a player to send them to.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/database.ts'
import { migrate } from '../db/migrate.ts'
import { openPglite } from '../db/pglite.ts'
import { createOneTimeCodes, type OneTimeCodes, otpValidityMs } from './one-time-codes.ts'

let db: Database
let codes: OneTimeCodes
// Now, not a fixed date: stale rows are pruned by the database's own clock.
const start = Date.now()

beforeAll(async () => {
  db = await openPglite()
  await migrate(db)
  await db.query(
    `insert into brands (id, name, login_method) values ('b', 'Brand B', 'authGateway')`,
  )
  for (const [id, phone] of [
    ['sms', '+62 800 1'],
    ['mail', null],
    ['wrong', '+62 800 2'],
    ['late', '+62 800 3'],
  ])
    await db.query(
      `insert into players (id, brand_id, username, password_hash, email, first_name, currency,
         phone, second_factor)
       values ($1, 'b', $1, 'x', $1 || '@example.com', 'P', 'IDR', $2, 'otp')`,
      [id, phone],
    )
  codes = createOneTimeCodes(db)
})
afterAll(() => db?.close())

const outbox = (playerId: string) =>
  db.query<{ channel: string; recipient: string; body: string }>(
    'select channel, recipient, body from outbox where player_id = $1 order by id desc',
    [playerId],
  )

describe('one-time codes', () => {
  it('six random digits, sent by SMS, kept only as a hash; good once', async () => {
    const issued = await codes.issue('sms', start)
    if (issued.status !== 'issued') throw new Error(issued.status)
    expect(issued.code).toMatch(/^\d{6}$/)
    expect(issued.expiresAt).toBe(start + otpValidityMs)
    const [message] = await outbox('sms')
    expect(message).toMatchObject({ channel: 'sms', recipient: '+62 800 1' })
    expect(message?.body).toContain(issued.code)
    expect(message?.body).toContain('Brand B')
    const stored = await db.query<{ code_hash: string }>('select code_hash from one_time_codes')
    expect(stored.some((row) => row.code_hash.includes(issued.code))).toBe(false)
    expect(await codes.check('sms', issued.code, start + 1000)).toEqual({ status: 'accepted' })
    expect(await codes.check('sms', issued.code, start + 2000)).toEqual({ status: 'none' })
  })

  it('a player without a phone gets the code by e-mail', async () => {
    expect((await codes.issue('mail', start)).status).toBe('issued')
    expect((await outbox('mail'))[0]).toMatchObject({
      channel: 'email',
      recipient: 'mail@example.com',
    })
  })

  it('another code within 295 s is refused with the seconds left, and not sent', async () => {
    await codes.issue('late', start)
    expect(await codes.issue('late', start + 95_000)).toEqual({
      status: 'too-early',
      retryAfterSeconds: 200,
    })
    expect(await outbox('late')).toHaveLength(1)
    expect((await codes.issue('late', start + 295_000)).status).toBe('issued')
    expect(await outbox('late')).toHaveLength(2)
  })

  it('expires after 30 minutes', async () => {
    const issued = await codes.issue('sms', start + 3_600_000)
    if (issued.status !== 'issued') throw new Error(issued.status)
    expect(await codes.check('sms', issued.code, issued.expiresAt)).toEqual({ status: 'expired' })
  })

  it('five wrong tries kill the code and lock codes for 15 minutes', async () => {
    const issued = await codes.issue('wrong', start)
    if (issued.status !== 'issued') throw new Error(issued.status)
    const wrong = issued.code === '000000' ? '000001' : '000000'
    for (let left = 4; left >= 1; left--)
      expect(await codes.check('wrong', wrong, start + 1000)).toEqual({
        status: 'wrong',
        triesLeft: left,
      })
    expect(await codes.check('wrong', wrong, start + 2000)).toEqual({
      status: 'locked',
      retryAfterSeconds: 900,
    })
    expect(await codes.check('wrong', issued.code, start + 3000)).toMatchObject({
      status: 'locked',
    })
    expect(await codes.issue('wrong', start + 600_000)).toEqual({
      status: 'locked',
      retryAfterSeconds: 302,
    })
    const fresh = await codes.issue('wrong', start + 902_000)
    if (fresh.status !== 'issued') throw new Error(fresh.status)
    expect(await codes.check('wrong', fresh.code, start + 903_000)).toEqual({
      status: 'accepted',
    })
  })
})
