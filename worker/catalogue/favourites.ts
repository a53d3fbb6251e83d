// Favourite events (SPEC.md sections 2 and 3, enable_favorites): the events a bettor starred,
// kept on this device across visits, and the favourites page. The page's events are loaded into
// the live store, so the stream keeps their prices and scores current as on any list; an event
// the server no longer has (finished, settled) drops out of the page.

import type { LoadStatus } from '../../domain/engine/catalogue.ts'
import type { FavouriteIdsView, FavouritesView } from '../../domain/engine/favourites.ts'
import type { NoParams } from '../../domain/engine/views.ts'
import { createTouched, putEvent } from '../../domain/feed/store.ts'
import { readFavourites, toggleFavourite } from '../../domain/rules/favourites.ts'
import type { EngineContext } from '../context/context.ts'
import { topics, touchedTopics } from '../context/topics.ts'
import type { ViewDefinition } from '../context/view-hub.ts'
import type { CatalogueRequests } from './catalogue-requests.ts'
import { eventListRefreshMs } from './event-list-view.ts'

const topic = 'favourites'

export function createFavourites(context: EngineContext, requests: CatalogueRequests) {
  const { store, views } = context
  const stored = context.persistence.slice<readonly string[]>('favourites')
  let favourites: readonly string[] = []
  // A star tapped before the stored list came back is applied to it, not lost under it.
  let restoring: Promise<void> | undefined

  function restore(): Promise<void> {
    restoring ??= stored.load().then((value) => {
      favourites = readFavourites(value)
      views.publish([topic])
    })
    return restoring
  }

  return {
    start: restore,
    views: {
      'favourite-ids': {
        create: () => ({
          initial: (): FavouriteIdsView => ({ eventIds: favourites }),
          dependencies: () => [topic],
          update(draft) {
            if (draft.eventIds !== favourites) draft.eventIds = [...favourites]
          },
        }),
      } satisfies ViewDefinition<NoParams, FavouriteIdsView>,
      favourites: {
        create() {
          let status: LoadStatus = 'loading'
          let loadedFor: readonly string[] | undefined
          let abort: AbortController | undefined
          let timer: ReturnType<typeof setTimeout> | undefined
          let released = false
          const present = () => favourites.filter((id) => store.events.has(id))

          async function load(): Promise<void> {
            clearTimeout(timer)
            abort?.abort()
            await restore()
            if (released) return
            const ids = favourites
            loadedFor = ids
            if (ids.length === 0) {
              status = 'ready'
              views.publish([topic])
              return
            }
            abort = new AbortController()
            const answer = await requests.eventsByIds(ids, abort.signal)
            if (released || abort.signal.aborted) return
            if (answer.ok) {
              const touched = createTouched()
              for (const event of answer.data.events) putEvent(store, event, touched)
              status = 'ready'
              views.publish([topic, ...touchedTopics(touched)])
            } else {
              // A failed refresh keeps the page it has; only a first load that fails says so.
              if (status === 'loading') status = 'failed'
              views.publish([topic])
            }
            timer = setTimeout(load, eventListRefreshMs)
          }
          void load()

          return {
            initial: (): FavouritesView => ({ status, eventIds: present() }),
            // Any event record: a starred event leaving the store leaves the page.
            dependencies: () => [topic, topics.anyEvent],
            update(draft) {
              // A star added elsewhere: its event is fetched, the others are kept meanwhile. An
              // unstarred one only leaves the page: nothing to fetch for it.
              const loaded = loadedFor
              if (loaded && favourites.some((id) => !loaded.includes(id))) void load()
              draft.status = status
              const ids = present()
              if (ids.join() !== draft.eventIds.join()) draft.eventIds = ids
            },
            release() {
              released = true
              clearTimeout(timer)
              abort?.abort()
            },
          }
        },
      } satisfies ViewDefinition<NoParams, FavouritesView>,
    },
    commands: {
      /** Stars the event, or unstars it when it is starred. */
      async toggleFavourite(eventId: string): Promise<void> {
        await restore()
        favourites = toggleFavourite(favourites, eventId)
        views.publish([topic])
        await stored.save(favourites)
      },
    },
  }
}
