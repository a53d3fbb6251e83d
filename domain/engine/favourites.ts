// The favourites area's views: the starred ids (cheap, for every star on screen) and the
// favourites page, whose events are loaded into the store and kept current by the stream.

import type { LoadStatus } from './catalogue.ts'

export interface FavouriteIdsView {
  /** Newest first. */
  eventIds: readonly string[]
}

export interface FavouritesView {
  status: LoadStatus
  /** The starred events the server still has, newest first: a finished event drops out. */
  eventIds: readonly string[]
}
