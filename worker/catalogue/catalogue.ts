// The catalogue area: what there is to bet on beyond the live list. The sports tree for the menu,
// pages of event lists, one event with all its markets, the bettor's favourite events and the
// brand's odds boosts. Their
// events are loaded into the live store, so the stream keeps them current as it keeps the live ones.

import type { EngineContext } from '../context/context.ts'
import type { LiveStream } from '../context/live-stream.ts'
import { createCatalogueRequests } from './catalogue-requests.ts'
import { eventListView } from './event-list-view.ts'
import { createFavourites } from './favourites.ts'
import { sportsTreeView } from './sports-tree-view.ts'

export function createCatalogueModule(context: EngineContext, liveStream: LiveStream) {
  const { store, views, now } = context
  const requests = createCatalogueRequests(context)
  const publish = (topics: string[]) => views.publish(topics)
  const loads = { requests, publish, now, liveStream }
  const favourites = createFavourites(context, requests, liveStream)
  return {
    /** The favourites stored on this device. */
    start: favourites.start,
    views: {
      'sports-tree': sportsTreeView(requests, publish, now),
      'event-list': eventListView(store, loads),
      // An event's page and the boosts are fetched when first shown: the worker starts without
      // them (view-hub.ts, lazy views).
      'event-page': {
        load: async () => (await import('./event-page-view.ts')).eventPageView(store, loads),
      },
      'odds-boosts': {
        load: async () => (await import('./odds-boosts-view.ts')).oddsBoostsView(store, loads),
      },
      ...favourites.views,
    },
    commands: { ...favourites.commands },
  }
}
