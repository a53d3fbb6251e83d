// The multi-view's parts that the first screen holds (a list row's pin, the alerts of the pinned
// matches): each a chunk of its own, fetched once the page is idle, so that the code at start does
// not grow with the multi-view.

import { Suspense } from 'react'
import { lazyWithRetry } from '../ui/lazy-with-retry.tsx'
import { useFetchedWhenIdle } from '../ui/when-idle.ts'

const loadPinButton = () => import('./PinButton.tsx')
const PinButton = lazyWithRetry(loadPinButton)
const loadPinAlerts = () => import('./PinAlerts.tsx')
const PinAlerts = lazyWithRetry(loadPinAlerts)

export function LatePinButton(props: { eventId: string; eventName: string }) {
  const asked = useFetchedWhenIdle(loadPinButton)
  return asked ? (
    <Suspense fallback={null}>
      <PinButton {...props} />
    </Suspense>
  ) : null
}

export function LatePinAlerts() {
  const asked = useFetchedWhenIdle(loadPinAlerts)
  return asked ? (
    <Suspense fallback={null}>
      <PinAlerts />
    </Suspense>
  ) : null
}
