// A server process for tests that kill one (tests/integration/settlement-crash.test.ts): the
// whole server as main.ts starts it, on DATABASE_URL and PORT with the development endpoints, but
// without a feed, so it never takes the feed lease another test on the same PostgreSQL expects
// to hold.

import { startServer } from '../../server/server.ts'

const server = await startServer({
  databaseUrl: process.env.DATABASE_URL,
  port: Number(process.env.PORT),
  feed: null,
  devEndpoints: true,
})
console.log(server.url)
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  })
