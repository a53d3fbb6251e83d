// A server started as a process of its own (the end-to-end tests' servers, the crash test's, the
// live-list bench's): waiting until it answers, and stopping it so it closes its database.

import type { ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'

/**
 * Resolves once address answers with a success status; fails as soon as the process exits, or
 * at the deadline. why() adds what the process said (its stderr) to the failure.
 */
export async function untilAnswering(
  address: string,
  child: ChildProcess,
  { timeoutMs = 60_000, why = () => '' }: { timeoutMs?: number; why?: () => string } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let last = 'no answer'
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) ${why()}`)
    try {
      const answer = await fetch(address)
      if (answer.ok) return
      last = `${answer.status} ${await answer.text()}`
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline)
      throw new Error(
        `the server did not answer ${address} within ${timeoutMs} ms (last: ${last}) ${why()}`,
      )
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** SIGTERM lets the server close its database before its folder goes; SIGKILL if it lingers. */
export async function stopProcess(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return
  const exited = new Promise((resolve) => server.once('exit', resolve))
  server.kill()
  const lingering = setTimeout(() => server.kill('SIGKILL'), 10_000)
  await exited
  clearTimeout(lingering)
}

/** A port no one listens on now, for a server process to take. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}
