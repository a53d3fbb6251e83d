// React.lazy, except that a failed import can be tried again. React.lazy holds on to a rejected
// import for good, so a chunk that did not reach the phone (a tunnel, a dropped connection) would
// fail every render after it. Here, once the nearest ErrorBoundary is asked to try again, the next
// render imports the chunk again (a browser asks for a module again after a failed import).
// A lazy chunk is drawn after the first screen, and may read any of the catalogue's messages: it
// renders once the later screens' are in too (src/i18n/parts.ts), both fetched side by side, so
// that no message shows as its key or in English on a translated page.

import { type ComponentType, type LazyExoticComponent, lazy, useContext } from 'react'
import { loadLaterMessages } from '../i18n/dictionaries.ts'
import { RetryGeneration } from './ErrorBoundary.tsx'

export function lazyWithRetry<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> {
  let failed = false
  const attempt = (): LazyExoticComponent<ComponentType<Props>> =>
    lazy(() =>
      Promise.all([load(), loadLaterMessages()]).then(
        ([module]) => module,
        (error: unknown) => {
          failed = true
          throw error
        },
      ),
    )
  let current = attempt()
  /** The try (RetryGeneration) the current import was made under. */
  let triedAt = 0
  // biome-ignore lint/correctness/noComponentHookFactories: made once per chunk, at a module's top level, as React.lazy is
  return function LazyWithRetry(props: Props) {
    const generation = useContext(RetryGeneration)
    if (failed && generation !== triedAt) {
      failed = false
      triedAt = generation
      current = attempt()
    }
    const Current = current as ComponentType<Props>
    return <Current {...props} />
  }
}
