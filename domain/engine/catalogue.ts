// The catalogue area's views: the sports tree the drawer shows, one page of an event list, and one
// event with all its markets. Each says how it stands (loading, ready, failed) and when its data
// was loaded, so a screen can say how old what it shows is (freshness: domain/feed/freshness.ts).

import type * as v from 'valibot'
import type { leagueNodeSchema, regionNodeSchema, sportNodeSchema } from '../api/events.ts'
import type { Market, Outcome, SportEvent } from '../events/event.ts'

export type LoadStatus = 'loading' | 'ready' | 'failed' | 'not-found'

/** The sports tree's nodes, as GET /xapi/rest/sports/tree answers them. */
export type SportNode = v.InferOutput<typeof sportNodeSchema>
export type RegionNode = v.InferOutput<typeof regionNodeSchema>
export type TreeNode = v.InferOutput<typeof leagueNodeSchema>

export interface SportsTreeView {
  status: LoadStatus
  sports: SportNode[]
  loadedAt?: number
}

/** Which events a list shows: one sport, or one of its leagues; live, before the event or outrights. */
export interface EventListParams extends Record<string, string | number> {
  sportCode: string
  /** An event path id below the sport (a region or a league); 0 for the whole sport. */
  pathId: number
  phase: 'live' | 'prematch' | 'outrights'
  /** Start times in today, this week (domain/rules/date-windows.ts), or any. */
  window: 'today' | 'this_week' | 'all'
  /** From 1; pages of eventsPerPage (20). */
  page: number
}

/** Events under one heading: a country or a league, as the sport groups (events/grouping.ts). */
export interface EventListGroup {
  key: string
  label: string
  eventIds: string[]
}

export interface EventListView {
  status: LoadStatus
  groups: EventListGroup[]
  page: number
  pageCount: number
  totalCount: number
  loadedAt?: number
}

export const eventsPerPage = 20

export interface EventPageParams extends Record<string, string> {
  eventId: string
}

/** The event's markets under the sport table's market type names, in the domain's order. */
export interface MarketGroup {
  /** Stable while the page is open: the market type's name, or other for the rest. */
  key: string
  /** The market type's name (data, as the sport table has it); none for the other markets. */
  name?: string
  marketIds: string[]
}

export interface EventPageView {
  status: LoadStatus
  event?: SportEvent
  groups: MarketGroup[]
  markets: Record<string, Market>
  outcomes: Record<string, Outcome>
  /** When the event was loaded or last changed by the stream (ms since the epoch). */
  updatedAt?: number
}
