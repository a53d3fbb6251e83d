import { createContext, useContext, useSyncExternalStore } from 'react'
import type { ViewSpec } from '../../domain/engine/views.ts'
import type { EngineClient } from './engine-client.ts'

export const EngineContext = createContext<EngineClient | null>(null)

export function useEngineClient(): EngineClient {
  const client = useContext(EngineContext)
  if (!client) throw new Error('useEngine outside <EngineContext>')
  return client
}

export const useEngine = () => useEngineClient().engine

/**
 * A slice of an engine view. The selector must return a record of the view or a primitive, so
 * a component re-renders only when what it selected changed identity.
 */
export function useView<State, Selected>(
  name: ViewSpec['name'],
  select: (state: State | undefined) => Selected,
): Selected {
  const mirror = useEngineClient().view<State>(name)
  return useSyncExternalStore(mirror.subscribe, () => select(mirror.get()))
}
