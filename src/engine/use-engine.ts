import { createContext, useContext, useSyncExternalStore } from 'react'
import type { ViewName, Views } from '../../worker/engine.ts'
import type { EngineClient } from './engine-client.ts'

export const EngineContext = createContext<EngineClient | null>(null)

export function useEngineClient(): EngineClient {
  const client = useContext(EngineContext)
  if (!client) throw new Error('useEngine outside <EngineContext>')
  return client
}

export const useEngine = () => useEngineClient().engine

/** A view that takes no parameters is named alone; one that does is named with them. */
export type ViewRef<Name extends ViewName> =
  | { name: Name; params: Views[Name]['params'] }
  | (Record<string, never> extends Views[Name]['params'] ? Name : never)

const noParams = {}

/**
 * A slice of an engine view. The selector must return a record of the view or a primitive, so
 * a component re-renders only when what it selected changed identity.
 */
export function useView<Name extends ViewName, Selected>(
  view: ViewRef<Name>,
  select: (state: Views[Name]['state'] | undefined) => Selected,
): Selected {
  const { name, params } =
    typeof view === 'string' ? { name: view, params: noParams as Views[Name]['params'] } : view
  const mirror = useEngineClient().view(name, params)
  return useSyncExternalStore(mirror.subscribe, () => select(mirror.get()))
}
