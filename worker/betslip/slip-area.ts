// The betslip area as the engine starts it. Its code (betslip.ts: the slip's evaluator, its
// selections, the refresh's and the placement's schemas) is fetched when a slip is wanted: at start
// for a slip kept from the last visit, else on the first add, or once the start's data has come
// (`prefetch`), so a first tap does not wait on the network. The worker's entry chunk, which
// the engine waits for before anything, is the lighter for it (docs/engine.md). Until the code
// has come the slip's view waits: an empty slip has nothing to show.

import type { EngineContext } from '../context/context.ts'
import { lazyArea } from '../context/lazy-area.ts'
import type { LiveStream } from '../context/live-stream.ts'
import type { createBetslipModule } from './betslip.ts'

export function createSlipArea(context: EngineContext, liveStream: LiveStream) {
  let made: ReturnType<typeof createBetslipModule> | undefined
  const area = lazyArea(
    async () => {
      const betslip = (await import('./betslip.ts')).createBetslipModule(context, liveStream)
      made = betslip
      // Restores the slip kept in storage before any command reaches it.
      await betslip.start()
      return betslip
    },
    { betslip: true },
    { viewsWait: true },
  )
  return {
    views: area.views,
    commands: area.commands,
    async start() {
      const kept = await context.persistence.slice('betslip').load()
      if (kept?.length) await area.load()
    },
    /** Fetches the slip's code ahead of the first add; a failed fetch is tried again then. */
    prefetch(): void {
      area.load().catch(() => undefined)
    },
    stop() {
      made?.stop()
    },
  }
}
