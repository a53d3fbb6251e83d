// The route table: every HTTP operation of the API, one entry each (operation.ts). The server
// registers exactly these, the engine calls only these, and /docs/openapi.json is made of them.

import {
  getEvent,
  getEvents,
  getMarket,
  getMarkets,
  getOddsLadder,
  getSportsTree,
  sendEventsQuery,
} from './events.ts'
import { getLiveChanges, getLiveEvents } from './live-events.ts'
import type { Operation } from './operation.ts'
import { getPins, putPins } from './pins.ts'
import { searchEvents } from './search.ts'
import { getSettings, publishBrandSettings } from './settings.ts'
import {
  getAdvert,
  getBrandAsset,
  getCurrencies,
  getGamingBoardSeal,
  getGeoData,
  getGeoDataUnversioned,
  getImage,
  launchPartnerProduct,
} from './site.ts'

export const routeTable = [
  getPins,
  putPins,
  // Catalogue and site
  getEvents,
  sendEventsQuery,
  getEvent,
  getMarket,
  getMarkets,
  getOddsLadder,
  getSportsTree,
  getLiveEvents,
  getLiveChanges,
  searchEvents,
  getSettings,
  publishBrandSettings,
  getGeoData,
  getGeoDataUnversioned,
  getCurrencies,
  getGamingBoardSeal,
  getAdvert,
  launchPartnerProduct,
  getImage,
  getBrandAsset,
] as const satisfies readonly Operation[]
