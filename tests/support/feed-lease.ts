// The feed's lease on PostgreSQL is an advisory lock (lockKeys.feedLeader) held by a session
// connection. A test that says which of its servers runs the feed first waits until no earlier
// file's server on the same worker's database still holds it: a server's close leaves a connection
// that does not end in time to PostgreSQL (server/db/postgres.ts), and with it the lock.

import pg from 'pg'
import { vi } from 'vitest'
import { lockKeys } from '../../server/db/database.ts'

export async function untilFeedLeaseFree(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    // A single bigint key: its high 32 bits are classid, its low ones objid. vi.waitFor, not
    // expect.poll: this runs in a beforeAll.
    await vi.waitFor(
      async () => {
        const { rows } = await client.query<{ held: number }>(
          `select count(*)::int as held from pg_locks
           where locktype = 'advisory' and classid = 0 and objid = $1 and objsubid = 1
             and database = (select oid from pg_database where datname = current_database())`,
          [lockKeys.feedLeader],
        )
        if (rows[0]?.held !== 0) throw new Error('the feed lease is still held')
      },
      { timeout: 30_000, interval: 200 },
    )
  } finally {
    await client.end()
  }
}
