// @vitest-environment happy-dom
// What can wait loads once the page has shown its first screen (the engine's data in and drawn),
// not beside it.

import { act, cleanup, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { EngineClient } from '../engine/engine-client.ts'
import { EngineContext } from '../engine/use-engine.ts'
import { useFetchedWhenIdle } from './when-idle.ts'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

function Late({ load }: { load: () => Promise<unknown> }) {
  return useFetchedWhenIdle(load) ? <p>asked</p> : null
}

/** A page whose engine starts when the test says so. */
function pageWithEngine(load: () => Promise<unknown>) {
  let start = () => {}
  const started = new Promise<void>((resolve) => {
    start = resolve
  })
  const view = render(
    <EngineContext value={{ firstScreenShown: started } as EngineClient}>
      <Late load={load} />
    </EngineContext>,
  )
  return { view, start }
}

describe('useFetchedWhenIdle', () => {
  it('fetches the chunk only once the first screen is shown and the page is idle', async () => {
    const load = vi.fn(async () => undefined)
    const { view, start } = pageWithEngine(load)
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(load).not.toHaveBeenCalled()
    expect(view.queryByText('asked')).toBeNull()
    start()
    await act(() => vi.advanceTimersByTimeAsync(2000))
    expect(load).toHaveBeenCalledTimes(1)
    expect(view.getByText('asked')).toBeTruthy()
  })

  it('does not wait for ever on an engine whose start does not end', async () => {
    const load = vi.fn(async () => undefined)
    const { view } = pageWithEngine(load)
    await act(() => vi.advanceTimersByTimeAsync(6000))
    expect(load).toHaveBeenCalledTimes(1)
    expect(view.getByText('asked')).toBeTruthy()
  })
})
