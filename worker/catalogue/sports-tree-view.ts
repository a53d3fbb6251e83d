// The sports tree the menu shows, with its counts. Loaded when first watched and again every
// refreshMs while watched: counts change as events start and finish, slowly enough that a poll
// costs less than following every event's clock in the stream would.

import { original } from 'immer'
import type { LoadStatus, SportNode, SportsTreeView } from '../../domain/engine/catalogue.ts'
import type { NoParams } from '../../domain/engine/views.ts'
import type { ViewDefinition } from '../context/view-hub.ts'
import type { CatalogueRequests } from './catalogue-requests.ts'

export const sportsTreeRefreshMs = 30_000
export const sportsTreeTopic = 'sports-tree'

export function sportsTreeView(
  requests: CatalogueRequests,
  publish: (topics: string[]) => void,
  now: () => number,
): ViewDefinition<NoParams, SportsTreeView> {
  /** Kept across instances: a menu closed and opened again shows the last tree at once. */
  let last: { sports: SportNode[]; loadedAt: number } | undefined
  return {
    create() {
      let status: LoadStatus = last ? 'ready' : 'loading'
      let abort: AbortController | undefined
      let timer: ReturnType<typeof setTimeout> | undefined
      let released = false

      async function load(): Promise<void> {
        abort = new AbortController()
        const answer = await requests.sportsTree(abort.signal)
        if (released) return
        if (answer.ok) {
          last = { sports: answer.data, loadedAt: now() }
          status = 'ready'
        } else if (!last) status = 'failed'
        publish([sportsTreeTopic])
        timer = setTimeout(load, sportsTreeRefreshMs)
      }
      if (!last || now() - last.loadedAt > sportsTreeRefreshMs) void load()
      else timer = setTimeout(load, sportsTreeRefreshMs - (now() - last.loadedAt))

      const build = (): SportsTreeView => ({
        status,
        sports: last?.sports ?? [],
        ...(last ? { loadedAt: last.loadedAt } : {}),
      })
      return {
        initial: build,
        dependencies: () => [sportsTreeTopic],
        update(draft) {
          const fresh = build()
          draft.status = fresh.status
          if (fresh.loadedAt !== undefined) draft.loadedAt = fresh.loadedAt
          const sent = original(draft) as SportsTreeView
          if (JSON.stringify(sent.sports) !== JSON.stringify(fresh.sports))
            draft.sports = fresh.sports
        },
        release() {
          released = true
          abort?.abort()
          clearTimeout(timer)
        },
      }
    },
  }
}
