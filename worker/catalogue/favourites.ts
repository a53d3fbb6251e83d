// Favourite events (SPEC.md sections 2 and 3, enable_favorites): the events a bettor starred,
// kept on this device across visits, and the favourites page. The page's events are loaded into
// the live store, so the stream keeps their prices and scores current as on any list; an event
// the server no longer has (finished, settled) drops out of the page.

import type { FavouriteIdsView, FavouritesView } from '../../domain/engine/favourites.ts'
import type { NoParams } from '../../domain/engine/views.ts'
import { readFavourites, toggleFavourite } from '../../domain/rules/favourites.ts'
import type { EngineContext } from '../context/context.ts'
import type { LiveStream } from '../context/live-stream.ts'
import { createSignal } from '../context/signal.ts'
import { topics } from '../context/topics.ts'
import type { ViewDefinition } from '../context/view-hub.ts'
import type { CatalogueRequests } from './catalogue-requests.ts'
import { refreshedEvents } from './refreshed-events.ts'

const topic = 'favourites'

export function createFavourites(
  context: EngineContext,
  requests: CatalogueRequests,
  liveStream: LiveStream,
) {
  const { store, views } = context
  /** An event starred: the page fetches it, keeping the others meanwhile. */
  const starred = createSignal()
  const stored = context.persistence.slice('favourites')
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
          const present = () => favourites.filter((id) => store.events.has(id))
          const events = refreshedEvents({
            store,
            publish: views.publish,
            topic,
            async request(signal) {
              await restore()
              const ids = favourites
              return ids.length === 0 ? undefined : requests.eventsByIds(ids, signal)
            },
            loadAgainOn: [liveStream.afterSnapshot, starred.listen],
          })
          void events.load()

          return {
            initial: (): FavouritesView => ({ status: events.status(), eventIds: present() }),
            // Any event record: a starred event leaving the store leaves the page.
            // An unstarred event only leaves the page: nothing to fetch for it.
            dependencies: () => [topic, topics.anyEvent],
            update(draft) {
              draft.status = events.status()
              const ids = present()
              if (ids.join() !== draft.eventIds.join()) draft.eventIds = ids
            },
            release: events.release,
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
        if (favourites.includes(eventId)) starred.emit()
        await stored.save(favourites)
      },
    },
  }
}
