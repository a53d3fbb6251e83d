// The betslip's panel on a phone, a chunk of its own fetched once the first screen is up and the
// page idle: the slip is a closed sheet until a price is taken. (On desktop it comes with the
// right column.)

import { Suspense } from 'react'
import { lazyWithRetry } from '../ui/lazy-with-retry.tsx'
import { useFetchedWhenIdle } from '../ui/when-idle.ts'

const loadPanel = () => import('./BetslipPanel.tsx')
const BetslipPanel = lazyWithRetry(loadPanel)

/**
 * Whether the panel's chunk has been asked for, from the page's first idle moment on. Asked
 * outside the sheet: a hidden Activity's effects wait until it shows.
 */
export const useBetslipPanelAsked = (): boolean => useFetchedWhenIdle(loadPanel)

export function LateBetslipPanel() {
  return (
    <Suspense fallback={null}>
      <BetslipPanel />
    </Suspense>
  )
}
