// The live area: keeps the store in step with the stream (live-client.ts), checks every change
// before it is applied, and publishes the records each batch touched so that only the views
// showing them update.

import { maxListedIds } from '../../domain/api/events.ts'
import { getLiveChanges, getLiveEvents } from '../../domain/api/live-events.ts'
import { reader } from '../../domain/api/schema.ts'
import type { NoParams } from '../../domain/engine/views.ts'
import type { EventWithMarkets } from '../../domain/events/event.ts'
import { applyChanges } from '../../domain/feed/apply-change.ts'
import { type LiveChange, liveChangeSchema } from '../../domain/feed/change.ts'
import { type Freshness, freshnessOf, type StreamHealth } from '../../domain/feed/freshness.ts'
import { type ListedMarkets, liveStreamPath } from '../../domain/feed/protocol.ts'
import {
  applySnapshot,
  createTouched,
  holdAsListed,
  type LiveStore,
  putListedEvent,
  type Touched,
} from '../../domain/feed/store.ts'
import { couponRegion, listedMarketTypeIds } from '../../domain/reference/main-markets.ts'
import type { EngineContext } from '../context/context.ts'
import type { LiveStream } from '../context/live-stream.ts'
import { createSignal } from '../context/signal.ts'
import { topics, touchedTopics } from '../context/topics.ts'
import type { ViewDefinition } from '../context/view-hub.ts'
import { eventSummaryView } from './event-summary-view.ts'
import { createLiveClient } from './live-client.ts'
import { type LiveStatus, liveEventsView } from './live-events-view.ts'

/** About ten seconds of batches: an answer that took longer than that catches up less. */
const keptBatches = 40

export function createLiveModule(context: EngineContext) {
  const { store, views, options, call, settings, session, freshness } = context
  let liveStatus: LiveStatus = { status: 'loading', streaming: false }
  const setStatus = (next: Partial<LiveStatus>) => {
    liveStatus = { ...liveStatus, ...next }
    views.publish([topics.liveStore])
  }

  /** The brand's coupon layout: whose main markets its lists lead with. */
  const couponLayoutRegion = () => couponRegion(settings.get().coupon_layout)

  let health: StreamHealth = { connected: false, producerUp: true, lastFrameAt: 0 }
  let startedAt = 0
  /** Tells the views when prices turn stale or fresh, and while stale how old they are. */
  function judgeFreshness(): void {
    const next = freshnessOf(health, context.now(), startedAt)
    const shown = freshness.get()
    if (
      next.stale !== shown.stale ||
      next.reason !== shown.reason ||
      next.ageSeconds !== shown.ageSeconds
    )
      freshness.set(next)
  }
  const heard = (next: Partial<StreamHealth>) => {
    health = { ...health, ...next }
    judgeFreshness()
  }
  let freshnessTimer: ReturnType<typeof setInterval> | undefined

  const streamUrl = new URL(liveStreamPath, options.apiBase || globalThis.location.origin)
  streamUrl.protocol = streamUrl.protocol === 'https:' ? 'wss:' : 'ws:'
  // Changes frames deflated, where the browser can inflate them: a sixth of the bytes.
  if (typeof DecompressionStream === 'function') streamUrl.searchParams.set('frames', 'deflate-raw')
  const client = createLiveClient({
    // New markets' names in the page's language, as the snapshot's (the server writes them).
    streamUrl: () => {
      streamUrl.searchParams.set('l', context.page.get().language)
      return streamUrl.href
    },
    WebSocket: options.WebSocket,
    pollIntervalMs: () =>
      options.pollIntervalMs ??
      (session.get()
        ? settings.get().poll_changes_refresh_interval
        : settings.get().poll_changes_refresh_interval_logged_out),
    // Past the brand's threshold the snapshot carries each event's list markets only: at 200
    // matches 610 KB of JSON instead of 3.8 MB. A page that shows more loads them.
    loadSnapshot: () =>
      call(getLiveEvents, {
        query: {
          marketTypeIds: listedMarketTypeIds('', couponLayoutRegion()).join(','),
          lazyMarketsAbove: settings.get().lazy_loading_markets_live_event_count_threshold,
        },
      }),
    listedMarkets: sentScope,
    pollChanges(after) {
      const listed = sentScope()
      return call(getLiveChanges, {
        query: {
          after,
          marketTypeIds: listed?.marketTypeIds.join(','),
          wholeEventIds: listed?.wholeEventIds.join(',') || undefined,
        },
      })
    },
    onSnapshot(snapshot) {
      askedMarketTypeIds.clear()
      loadedMarketTypeIds.clear()
      wantedWhole.clear()
      snapshotComplete = snapshot.marketsComplete ?? true
      const touched = createTouched()
      views.publish(applyLiveSnapshot(store, snapshot.events, snapshotComplete, touched))
      context.liveBatches.emit(touched)
      heard({ lastFrameAt: context.now() })
      setStatus({ status: 'ready' })
      snapshotApplied.emit()
    },
    onChanges(changes, seq) {
      heard({ lastFrameAt: context.now() })
      const touched = createTouched()
      const checked = wellFormed(changes)
      applyChanges(store, checked, touched)
      listAgain(touched)
      recentBatches.push({ seq, changes: checked })
      if (recentBatches.length > keptBatches) recentBatches.shift()
      views.publish(touchedTopics(touched))
      context.liveBatches.emit(touched)
      // Lists put events as rows, and pages whole, between batches: the scope follows.
      void rescopeIfChanged()
    },
    onStreaming: (streaming) => setStatus({ streaming }),
    onHealth: heard,
    now: context.now,
  })
  // A language change: the names the store holds are the old language's, so the stream and its
  // snapshot are read again in the new one, the page kept as it is.
  let language = context.page.get().language
  context.page.watch((page) => {
    if (page.language === language) return
    language = page.language
    client.reopen()
  })

  /** Whether the last snapshot carried every market, and else which types were asked for since. */
  let snapshotComplete = true
  const askedMarketTypeIds = new Set<string>()
  const loadedMarketTypeIds = new Set<string>()
  /**
   * Loads the markets of these types for every event in play, once a snapshot that left them out
   * is in: a live list showing another market than the main one (the Market choice) needs them.
   * Says whether they are in.
   */
  function loadMarketTypes(marketTypeIds: readonly string[]): boolean {
    if (snapshotComplete) return true
    const missing = marketTypeIds.filter((id) => !askedMarketTypeIds.has(id))
    for (const id of missing) askedMarketTypeIds.add(id)
    if (missing.length > 0) requestMarketTypes(missing)
    return marketTypeIds.every((id) => loadedMarketTypeIds.has(id))
  }

  /** Events a page is about to load whole: the stream carries all of theirs from now. */
  const wantedWhole = new Set<string>()
  /**
   * What the store holds of the events in play (docs/live-protocol.md, Listed markets): every
   * event held as a row, with the market types of its rows and of the loads asked for, and the
   * events held whole. Undefined while the snapshot carries every market: then every change.
   */
  function listedMarkets(): ListedMarkets | undefined {
    if (snapshotComplete) return undefined
    const marketTypeIds = rowMarketTypeIds()
    const wholeEventIds = new Set(wantedWhole)
    for (const eventId of store.events.keys())
      if (!store.listedOnly.has(eventId)) wholeEventIds.add(eventId)
    // More than a query may name (a tab that opened hundreds of pages): every change instead.
    if (wholeEventIds.size > maxListedIds) return undefined
    return { marketTypeIds: [...marketTypeIds], wholeEventIds: [...wholeEventIds] }
  }
  /** The market types of the rows: the lists', those asked for, and those the rows hold. */
  function rowMarketTypeIds(): Set<string> {
    const marketTypeIds = new Set([
      ...listedMarketTypeIds('', couponLayoutRegion()),
      ...askedMarketTypeIds,
    ])
    for (const market of store.markets.values())
      if (store.listedOnly.has(market.eventId)) marketTypeIds.add(market.marketTypeId)
    return marketTypeIds
  }
  // Built the same way each time, so the same scope reads the same.
  const scopeKey = (listed: ListedMarkets | undefined) => JSON.stringify(listed ?? null)
  /** The scope the server last heard, by its key. */
  let sentScopeKey = scopeKey(undefined)
  function sentScope(): ListedMarkets | undefined {
    const listed = listedMarkets()
    sentScopeKey = scopeKey(listed)
    return listed
  }
  /** The last rescope sent: a scope already sent may not be applied yet. */
  let rescoped: Promise<void> = Promise.resolve()
  /** Tells the server a scope it has not heard yet; resolves once it applies. */
  function rescopeIfChanged(): Promise<void> {
    if (scopeKey(listedMarkets()) !== sentScopeKey) rescoped = client.rescope()
    return rescoped
  }
  /** Events let go (an unpinned tile's): each is held as a list row again once no view shows it. */
  const letGo = new Set<string>()
  /**
   * Holds as list rows the events let go whose other markets no view shows any more (a tile's view
   * is released a moment after its unpin), so the next scope leaves them out.
   */
  function listAgain(touched: Touched): void {
    // Every change is carried while the snapshot carries every market: nothing to narrow.
    if (snapshotComplete) {
      letGo.clear()
      return
    }
    if (letGo.size === 0) return
    const rowTypes = rowMarketTypeIds()
    const shown = (marketId: string) => {
      const market = store.markets.get(marketId)
      return (
        market !== undefined &&
        !rowTypes.has(market.marketTypeId) &&
        (views.watched(topics.market(marketId)) ||
          market.outcomeIds.some((id) => views.watched(topics.outcome(id))))
      )
    }
    for (const eventId of letGo) {
      const event = store.events.get(eventId)
      // Held whole again (its page opened), or gone, or a row already: nothing to do.
      if (!event || wantedWhole.has(eventId) || store.listedOnly.has(eventId)) letGo.delete(eventId)
      else if (!event.marketIds.some(shown)) {
        holdAsListed(store, eventId, rowTypes, touched)
        letGo.delete(eventId)
      }
    }
  }
  /** The last batches applied, for an answer read before them (catchUp). */
  const recentBatches: { seq: number; changes: LiveChange[] }[] = []
  const snapshotApplied = createSignal()
  const stream: LiveStream = {
    holdWhole(eventId) {
      wantedWhole.add(eventId)
      return rescopeIfChanged()
    },
    catchUp(eventId, seq, touched) {
      for (const batch of recentBatches)
        if (batch.seq > seq)
          applyChanges(
            store,
            batch.changes.filter((change) => 'eventId' in change && change.eventId === eventId),
            touched,
          )
    },
    letGo(eventId) {
      wantedWhole.delete(eventId)
      letGo.add(eventId)
    },
    afterSnapshot: snapshotApplied.listen,
  }

  function requestMarketTypes(missing: string[]): void {
    // The stream carries their changes before they are read, so none falls between.
    void rescopeIfChanged()
      .then(() => call(getLiveEvents, { query: { marketTypeIds: missing.join(',') } }))
      .then((answer) => {
        if (!answer.ok) {
          // Asked again by the next row that shows them.
          for (const id of missing) askedMarketTypeIds.delete(id)
          return
        }
        const touched = createTouched()
        // Only events the store still holds: one the stream has ended meanwhile stays ended.
        for (const event of answer.data.events)
          if (store.events.has(event.id)) putListedEvent(store, event, touched)
        for (const id of missing) loadedMarketTypeIds.add(id)
        // Every row, with or without a market of these types, hears that the load is in.
        for (const eventId of store.listedOnly) touched.events.add(eventId)
        views.publish(touchedTopics(touched))
      })
  }

  const freshnessView: ViewDefinition<NoParams, Freshness> = {
    create: () => ({
      initial: freshness.get,
      dependencies: () => [topics.freshness],
      update(draft) {
        const next = freshness.get()
        draft.stale = next.stale
        if (next.reason === undefined) delete draft.reason
        else draft.reason = next.reason
        if (next.ageSeconds === undefined) delete draft.ageSeconds
        else draft.ageSeconds = next.ageSeconds
      },
    }),
  }

  return {
    /** For the areas that load events beside the stream (engine.ts). */
    stream,
    views: {
      'live-events': liveEventsView(store, () => liveStatus),
      'event-summary': eventSummaryView(store, couponLayoutRegion, loadMarketTypes),
      // Fetched when a sport's list first offers its market types (the sport tables with it).
      'market-types': {
        load: async () =>
          (await import('./market-types-view.ts')).marketTypesView(couponLayoutRegion),
      },
      freshness: freshnessView,
    },
    async start() {
      // Nothing has been heard yet: no price can be trusted until the snapshot arrives.
      startedAt = context.now()
      judgeFreshness()
      freshnessTimer = setInterval(judgeFreshness, 1000)
      const first = await client.start()
      if (!first.ok) setStatus({ status: 'failed' })
    },
    stop() {
      clearInterval(freshnessTimer)
      client.stop()
    },
    commands: {},
  }
}

/**
 * Puts the stream's snapshot into the store (domain/feed/store.ts, applySnapshot); answers the
 * topics that tell the views: the records it touched, and liveSnapshot for the views that show
 * events beside the stream.
 */
export function applyLiveSnapshot(
  store: LiveStore,
  events: readonly EventWithMarkets[],
  marketsComplete = true,
  touched = createTouched(),
): string[] {
  applySnapshot(store, events, touched, marketsComplete)
  return [topics.liveSnapshot, ...touchedTopics(touched)]
}

const readChange = reader(liveChangeSchema)

/** A change the backend got wrong is dropped with its reason; the rest of its batch applies. */
function wellFormed(changes: unknown[]): LiveChange[] {
  const checked: LiveChange[] = []
  for (const change of changes) {
    const read = readChange(change)
    if (read.ok) checked.push(read.value)
    else console.warn(`live: dropped a malformed change: ${read.reason}`)
  }
  return checked
}
