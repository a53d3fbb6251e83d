// Keys the server signs or encrypts with: 32 random bytes each, made once at first start and kept
// in the database, so every process on it reads the others' tokens and a restart keeps them.

import { randomBytes } from 'node:crypto'
import { base64url } from 'jose'
import type { Queryable } from '../db/database.ts'

/** The secret of this name, made now if no process has made it yet. */
export async function serverSecret(db: Queryable, name: string): Promise<Uint8Array> {
  await db.query(
    `insert into server_secrets (name, value) values ($1, $2) on conflict (name) do nothing`,
    [name, base64url.encode(randomBytes(32))],
  )
  const [row] = await db.query<{ value: string }>(
    'select value from server_secrets where name = $1',
    [name],
  )
  if (!row) throw new Error(`server secret ${name} missing after insert`)
  return base64url.decode(row.value)
}
