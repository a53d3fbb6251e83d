// The toasts' host, a chunk of its own: the first screen shows no toast. It is fetched once the
// page is idle, or at once when a toast comes before: the store keeps the toast, shown as the host
// arrives.

import { Suspense, useSyncExternalStore } from 'react'
import { lazyWithRetry } from './lazy-with-retry.tsx'
import { useToasts } from './toasts.ts'
import { useFetchedWhenIdle } from './when-idle.ts'

const loadToaster = () => import('./Toaster.tsx')
const Toaster = lazyWithRetry(loadToaster)

export function LateToaster() {
  const store = useToasts()
  const asked = useFetchedWhenIdle(loadToaster)
  const anyShown = useSyncExternalStore(store.subscribe, () => store.list().length > 0)
  return asked || anyShown ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null
}
