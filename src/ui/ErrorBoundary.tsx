// What a part of the screen shows when it throws as it renders (most often a chunk a phone could
// not fetch): its fallback, with a way to try again, instead of React unmounting the whole app and
// leaving a blank page. React catches render errors only in a class component's boundary. Each
// error caught is reported (SPEC.md section 8) through the engine, which sends it without the
// screen waiting, and bounds how many it sends.

import { Component, type ContextType, createContext, type ReactNode } from 'react'
import { EngineContext } from '../engine/use-engine.ts'

/**
 * Which try of which boundary a screen renders under, unique across boundaries: a screen whose
 * chunk failed fetches it again under another try (lazy-with-retry.tsx), so on Try again or under
 * a new boundary (another page), never while React replays the failed render itself, which would
 * fetch it in a loop.
 */
export const RetryGeneration = createContext(0)
let tries = 0

interface Props {
  children: ReactNode
  fallback(retry: () => void): ReactNode
  /** A failure shown is dropped when this changes (the address: another page is tried afresh). */
  resetKey?: unknown
}

export class ErrorBoundary extends Component<Props, { failed: boolean; generation: number }> {
  static override contextType = EngineContext
  declare context: ContextType<typeof EngineContext>
  override state = { failed: false, generation: ++tries }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    const message = error instanceof Error ? error.message : String(error)
    void this.context?.engine.reports.renderFailed(message, location.pathname)
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey)
      this.setState({ failed: false, generation: ++tries })
  }

  override render() {
    const { failed, generation } = this.state
    if (failed)
      return this.props.fallback(() => this.setState({ failed: false, generation: ++tries }))
    return <RetryGeneration value={generation}>{this.props.children}</RetryGeneration>
  }
}
