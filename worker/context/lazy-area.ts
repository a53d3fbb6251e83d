// An area fetched on its first use, so the worker starts with only what the first screen needs
// (the worker chunk's budget, docs/engine.md). Its commands wait for its code; its views fetch it
// on their first subscriber (view-hub.ts). The area is made once, from the same context as the
// others, and keeps its state from then on.

import type { Objectish } from 'immer'
import type { ViewParams } from '../../domain/engine/views.ts'
import type { EngineModule } from './engine-module.ts'
import type { LazyViewDefinition, ViewDefinition } from './view-hub.ts'

/** An area fetched later has nothing to start with the engine: its views are its own code's. */
interface Area extends Pick<EngineModule, 'commands' | 'views'> {}

type LazyViews<Views extends Area['views']> = {
  [Name in keyof Views]: Views[Name] extends
    | ViewDefinition<infer Params, infer State>
    | LazyViewDefinition<infer Params, infer State>
    ? LazyViewDefinition<Params & ViewParams, State & Objectish>
    : never
}

export interface LazyAreaOptions {
  /**
   * Its views wait for the area's code instead of fetching it: a view every page subscribes to at
   * start (the slip's), whose area is fetched when the engine wants it (`load`) or on a command.
   * Until then its subscribers have no state, as while any view loads.
   */
  viewsWait?: boolean
}

/**
 * `viewNames` are the area's views: the hub must know every name before the code comes, and the
 * type requires each of them, no more. `load` fetches the area ahead of its first use.
 */
export function lazyArea<Loaded extends Area>(
  load: () => Promise<Loaded>,
  viewNames: Record<keyof Loaded['views'], true>,
  { viewsWait = false }: LazyAreaOptions = {},
): {
  views: LazyViews<Loaded['views']>
  commands: Loaded['commands']
  load: () => Promise<Loaded>
} {
  let area: Promise<Loaded> | undefined
  let arrive: (area: Loaded) => void = () => {}
  const arrived = new Promise<Loaded>((resolve) => {
    arrive = resolve
  })
  const loaded = () => {
    area ??= load().then(
      (made) => {
        arrive(made)
        return made
      },
      (error: unknown) => {
        // A chunk that did not come (the network went) is asked for again on the next use.
        area = undefined
        throw error
      },
    )
    return area
  }
  // The command names are known once the code is here: any name read before is a call that
  // waits for it. Symbols and `then` are not commands (a Proxy that answered `then` would be
  // taken for a promise).
  const commands = new Proxy({} as Loaded['commands'], {
    get: (_, name) =>
      typeof name === 'symbol' || name === 'then'
        ? undefined
        : async (...args: unknown[]) => {
            const command = (await loaded()).commands[name]
            if (!command) throw new Error(`no command ${name}`)
            return command(...args)
          },
  })
  const views = Object.fromEntries(
    Object.keys(viewNames).map((name) => [
      name,
      {
        async load() {
          // A view the area itself fetches late (one chunk more) is fetched with it.
          const view = (await (viewsWait ? arrived : loaded())).views[name]
          return view && 'load' in view ? view.load() : view
        },
      },
    ]),
  ) as LazyViews<Loaded['views']>
  return { views, commands, load: loaded }
}
