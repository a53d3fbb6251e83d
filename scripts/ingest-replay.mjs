// An example feed adapter (docs/feed.md): it reads a source, here a feed recording (FEED_RECORD's
// JSON lines, docs/feed-simulator.md), and pushes its batches to a server running
// FEED_SOURCE=ingest, as an operator's adapter for a real odds feed would.
//   INGEST_KEY=… node scripts/ingest-replay.mjs feed.jsonl [http://localhost:8080] [speed]
// speed: 1 the recorded pace, 0 as fast as the server answers.

import { readFileSync } from 'node:fs'

const [file, server = 'http://localhost:8080', speed = '1'] = process.argv.slice(2)
const key = process.env.INGEST_KEY
if (!file || !key) {
  process.stderr.write(
    'usage: INGEST_KEY=… node scripts/ingest-replay.mjs feed.jsonl [server] [speed]\n',
  )
  process.exit(2)
}
/** Well inside the server's 20 s: a producer with nothing to say still says so. */
const heartbeatMs = 5000
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Posts one batch until the server has it; answers the sequence the server expects next. */
async function post(sequence, changes) {
  for (;;) {
    const answer = await fetch(`${server}/ingest/changes`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ sequence, changes }),
    }).catch((error) => ({ status: 0, json: async () => ({ message: error.message }) }))
    const body = await answer.json().catch(() => ({}))
    if (answer.status === 200) return body.expected
    // Lost on the way or the server away: the same sequence again, which cannot apply twice.
    if (answer.status === 0 || answer.status >= 500) await sleep(1000)
    else if (answer.status === 409) sequence = body.expected
    else throw new Error(`the server refused batch ${sequence}: ${answer.status} ${body.message}`)
  }
}

// A heartbeat numbered 1 starts the count on a fresh server; anywhere else, the answer says where
// the count stands, and the recording continues from there.
let sequence = await post(1, [])
const batches = readFileSync(file, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line))
const startedAt = Date.now()
for (const { atMs, changes } of batches) {
  for (;;) {
    const waitMs = Number(speed) === 0 ? 0 : startedAt + atMs / Number(speed) - Date.now()
    if (waitMs <= 0) break
    await sleep(Math.min(waitMs, heartbeatMs))
    if (waitMs > heartbeatMs) sequence = await post(sequence, [])
  }
  sequence = await post(sequence, changes)
}
process.stdout.write(`posted ${batches.length} batches; the server expects ${sequence} next\n`)
