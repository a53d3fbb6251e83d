// The betslip's panel, a chunk of its own fetched as the first screen is drawn rather than before
// it: on a phone the slip is a closed sheet until a price is taken, and on desktop it stands
// beside the page, which shows without it. Its place stays empty until it has come.

import { Suspense } from 'react'
import { lazyWithRetry } from '../ui/lazy-with-retry.tsx'

const BetslipPanel = lazyWithRetry(() => import('./BetslipPanel.tsx'))

export function LateBetslipPanel() {
  return (
    <Suspense fallback={null}>
      <BetslipPanel />
    </Suspense>
  )
}
