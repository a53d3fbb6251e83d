// Whether the risk-group notice may concern this page at all: the brand shows it and a player is
// logged in. Only then is the notice's code loaded and the server asked, so other brands and
// visitors pay nothing for it.

import { Suspense } from 'react'
import { useView } from '../engine/use-engine.ts'
import { lazyWithRetry } from '../ui/lazy-with-retry.tsx'

const RiskGroupNotice = lazyWithRetry(() => import('./RiskGroupNotice.tsx'))

/** A chunk of its own, fetched once the page is idle (App.tsx). */
export default function RiskGroupGate() {
  const enabled = useView('settings', (view) => view?.settings.risk_group_notice_enabled ?? false)
  const username = useView('session', (view) => view?.username)
  if (!enabled || username === undefined) return null
  return (
    <Suspense fallback={null}>
      {/* Keyed by the player: another login asks afresh. */}
      <RiskGroupNotice key={username} />
    </Suspense>
  )
}
