// A part of the page that shows nothing at first, or only the place it will take, as a chunk of its
// own: fetched once the page is idle (when-idle.ts), drawn from then on, so the code every page
// runs at start is without it.

import { type ComponentType, type ReactNode, Suspense } from 'react'
import { lazyWithRetry } from './lazy-with-retry.tsx'
import { useFetchedWhenIdle } from './when-idle.ts'

export function lateComponent<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  placeholder: ReactNode = null,
): ComponentType<Props> {
  const Component = lazyWithRetry(load)
  // biome-ignore lint/correctness/noComponentHookFactories: made once per chunk, at a module's top level, as React.lazy is
  return function Late(props: Props) {
    return useFetchedWhenIdle(load) ? (
      <Suspense fallback={placeholder}>
        <Component {...props} />
      </Suspense>
    ) : (
      placeholder
    )
  }
}
