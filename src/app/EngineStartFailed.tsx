// The engine's code did not arrive (a dropped connection on the first load): nothing on the page
// can work, so the page says so in place of its content, and Try again loads the page again.

import { useSyncExternalStore } from 'react'
import { useEngineClient } from '../engine/use-engine.ts'
import { PageFailed } from './PageFailed.tsx'

export function useEngineFailedToStart(): boolean {
  const client = useEngineClient()
  return useSyncExternalStore(client.onFailedToStart, client.failedToStart)
}

export function EngineStartFailed() {
  return <PageFailed onRetry={() => location.reload()} />
}
