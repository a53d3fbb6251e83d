// What a login costs, so the scrypt cost is a choice (server/auth/passwords.ts): the time of one
// hash at three costs, then direct logins per second over HTTP with 8 clients at once against a
// server in a process of its own (the cost in force, passwordCost). Fewer logins than the
// per-address limit, so the rate limiter is not what is measured.

import { spawn } from 'node:child_process'
import { availableParallelism } from 'node:os'
import { performance } from 'node:perf_hooks'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { hashPassword, passwordCost, verifyPassword } from '../../server/auth/passwords.ts'
import { startServer } from '../../server/server.ts'

const clients = 8
const loginsPerClient = 10

if (process.argv[2] === 'serve') await serve()
else await measure()

async function serve(): Promise<void> {
  const server = await startServer({ databaseUrl: process.env.DATABASE_URL, feed: null })
  console.log(server.url)
  process.stdin.resume()
  process.stdin.on('end', () => server.close().then(() => process.exit(0)))
}

async function measure(): Promise<void> {
  for (const exponent of [14, 15, 16]) {
    const cost = { N: 2 ** exponent, r: 8, p: 1 }
    const stored = await hashPassword('demo1234', cost)
    const times: number[] = []
    for (let run = 0; run < 10; run++) {
      const started = performance.now()
      await verifyPassword('demo1234', stored)
      times.push(performance.now() - started)
    }
    times.sort((a, b) => a - b)
    const memory = (128 * cost.N * cost.r) / 2 ** 20
    const mark = cost.N === passwordCost.N ? '  <- in force' : ''
    console.log(
      `   scrypt N=2^${exponent} r=8 p=1: ${memory} MiB, median ${times[5]?.toFixed(1)} ms a hash${mark}`,
    )
  }

  const child = spawn(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), 'serve'],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  )
  try {
    const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]()
    const url = (await lines.next()).value as string
    const login = async () => {
      const answer = await fetch(`${url}/xapi/icore/players/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', brand: 'demo' },
        body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
      })
      if (answer.status !== 200) throw new Error(`login answered ${answer.status}`)
      await answer.arrayBuffer()
    }
    await login()
    const started = performance.now()
    await Promise.all(
      Array.from({ length: clients }, async () => {
        for (let count = 0; count < loginsPerClient; count++) await login()
      }),
    )
    const seconds = (performance.now() - started) / 1000
    const logins = clients * loginsPerClient
    console.log(
      `   direct login over HTTP, ${clients} clients, ${logins} logins: ${(logins / seconds).toFixed(1)} logins/s on ${availableParallelism()} cores (N=2^${Math.log2(passwordCost.N)})`,
    )
  } finally {
    child.stdin?.end()
  }
}
