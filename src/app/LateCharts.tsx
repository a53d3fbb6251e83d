// Loads the app's statecharts (AppCharts.tsx) once the first screen is up and the page idle, so
// that the page shows its first screen without their code (src/ui/late-actor.ts). A chunk that
// does not arrive is asked for again when the phone is back online, or after a while: until then
// the charts keep what the bettor sends them.

import { Suspense, useEffect } from 'react'
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx'
import { lazyWithRetry } from '../ui/lazy-with-retry.tsx'
import { useFetchedWhenIdle } from '../ui/when-idle.ts'

const loadCharts = () => import('./AppCharts.tsx')
const AppCharts = lazyWithRetry(loadCharts)

const retryAfterMs = 5000

export function LateCharts() {
  if (!useFetchedWhenIdle(loadCharts)) return null
  return (
    <ErrorBoundary fallback={(retry) => <RetryLater retry={retry} />}>
      <Suspense fallback={null}>
        <AppCharts />
      </Suspense>
    </ErrorBoundary>
  )
}

function RetryLater({ retry }: { retry: () => void }) {
  useEffect(() => {
    const timer = setTimeout(retry, retryAfterMs)
    window.addEventListener('online', retry)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('online', retry)
    }
  }, [retry])
  return null
}
