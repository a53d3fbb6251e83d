// The UI's handle on the engine: the engine behind comlink (in the Worker or, for measurement,
// on the main thread), one mirror per view key shared by every component that reads it, and
// one channel through which all the mirrors' patches arrive, one message per flush.

import * as Comlink from 'comlink'
import type { EngineNotice } from '../../domain/engine/notices.ts'
import { type ViewDelivery, viewKey } from '../../domain/engine/views.ts'
import type { LoginCookie } from '../../machines/logout.ts'
import type { PageContext } from '../../worker/context/context.ts'
import type { EngineApi, ViewName, Views } from '../../worker/engine.ts'
import { cookieValue } from '../app/kept-choices.ts'
import { largestPaintAfter } from '../ui/largest-paint.ts'
import { createViewMirror, type ViewMirror } from './view-mirror.ts'

/** The engine as the UI calls it: every area's commands answer promises. */
export type RemoteEngine = { [Area in keyof EngineApi]: Comlink.Remote<EngineApi[Area]> }

export interface EngineClient {
  engine: RemoteEngine
  view<Name extends ViewName>(
    name: Name,
    params: Views[Name]['params'],
  ): ViewMirror<Views[Name]['state']>
  /** Notices from the engine (a forced logout); returns the unlisten function. */
  onNotice(listener: (notice: EngineNotice) => void): () => void
  /**
   * Settles once the engine has started (the brand's settings and the live snapshot loaded, or
   * failed to) and the page has drawn what that brought: its largest paint since (or a second),
   * then two frames in a row with no view's delivery. What can wait loads from then on
   * (src/ui/when-idle.ts): asked for as soon as the snapshot was in, its chunks came before the
   * list's rows were painted on a slow phone, the rows waiting first for their own views' round
   * trip to the engine.
   */
  firstScreenShown: Promise<void>
  /** Whether the engine could not start: its Worker's code did not arrive. */
  failedToStart(): boolean
  /** For useSyncExternalStore: called once if the engine fails to start. */
  onFailedToStart(listener: () => void): () => void
}

/** How long a view stays attached after its last subscriber leaves. */
export const viewReleaseMs = 3000

/** How long the first screen's largest paint is waited for after the engine's start. */
const largestPaintWaitMs = 1000

/**
 * How long two quiet frames are waited for after it: a multi-view of live matches may deliver at
 * every frame for as long as it is open, and a hidden tab has no frames at all.
 */
const quietFramesWaitMs = 1000

/** The next frame's callback; a frame's time apart where there are no frames (Node, in tests). */
const nextFrame = (callback: () => void): void => {
  if ('requestAnimationFrame' in globalThis) requestAnimationFrame(callback)
  else setTimeout(callback, 16)
}

export function connectEngine(
  engine: RemoteEngine,
  releaseAfterMs = viewReleaseMs,
  /** Settles if the engine fails to start (startEngine). */
  startFailure?: Promise<void>,
  /** Settles once it has started (startEngine): by default it has. */
  started: Promise<unknown> = Promise.resolve(),
): EngineClient {
  let failed = false
  const failureListeners = new Set<() => void>()
  void startFailure?.then(() => {
    failed = true
    for (const listener of failureListeners) listener()
  })
  const mirrors = new Map<string, ViewMirror<unknown>>()
  const bySubscription = new Map<number, ViewMirror<unknown>>()
  const noticeListeners = new Set<(notice: EngineNotice) => void>()
  let nextSubscription = 1
  // A port of their own, handed to the engine: one message a flush, and none back.
  const deliveries = new MessageChannel()
  let deliveredSinceFrame = false
  deliveries.port1.onmessage = ({ data }: MessageEvent<ViewDelivery[]>) => {
    deliveredSinceFrame = true
    for (const delivery of data) bySubscription.get(delivery.subscriptionId)?.apply(delivery)
  }
  /**
   * After the largest paint the start's data brought (the list's rows) or a second at most, and
   * the page's views quiet since: the chunks fetched when idle began while the rows were still
   * being drawn, in slices between which the page was idle, and on a slow connection came first.
   */
  const afterFirstScreen = () =>
    largestPaintAfter(performance.now(), largestPaintWaitMs).then(afterQuietFrames)
  /**
   * Resolves in the task after the second of two frames in a row that no delivery preceded, or
   * after quietFramesWaitMs.
   */
  const afterQuietFrames = () =>
    new Promise<void>((resolve) => {
      let quietFrames = 0
      let waiting = true
      const done = () => {
        if (!waiting) return
        waiting = false
        clearTimeout(timer)
        setTimeout(resolve, 0)
      }
      const timer = setTimeout(done, quietFramesWaitMs)
      const frame = () => {
        if (!waiting) return
        quietFrames = deliveredSinceFrame ? 0 : quietFrames + 1
        deliveredSinceFrame = false
        if (quietFrames === 2) done()
        else nextFrame(frame)
      }
      deliveredSinceFrame = false
      nextFrame(frame)
    })
  const channel = engine.views.connect(Comlink.transfer(deliveries.port2, [deliveries.port2]))
  void engine.notices.listen(
    Comlink.proxy((notice: EngineNotice) => {
      for (const listener of noticeListeners) listener(notice)
    }),
  )

  return {
    engine,
    view(name, params) {
      const key = viewKey(name, params)
      const existing = mirrors.get(key)
      if (existing) return existing as ViewMirror<Views[typeof name]['state']>
      let subscriptionId: number | undefined
      const mirror = createViewMirror<Views[typeof name]['state']>({
        releaseAfterMs,
        attach() {
          const id = nextSubscription++
          subscriptionId = id
          bySubscription.set(id, mirror as ViewMirror<unknown>)
          void channel.then((client) => engine.views.subscribe(client, id, name, params))
        },
        release() {
          mirrors.delete(key)
          const id = subscriptionId
          if (id === undefined) return
          subscriptionId = undefined
          bySubscription.delete(id)
          void channel.then((client) => engine.views.unsubscribe(client, id))
        },
      })
      mirrors.set(key, mirror as ViewMirror<unknown>)
      return mirror
    },
    onNotice(listener) {
      noticeListeners.add(listener)
      return () => noticeListeners.delete(listener)
    },
    firstScreenShown: started.then(afterFirstScreen, afterFirstScreen),
    failedToStart: () => failed,
    onFailedToStart(listener) {
      failureListeners.add(listener)
      return () => failureListeners.delete(listener)
    },
  }
}

/**
 * Starts the engine in a Web Worker, or with `engine=main` in the URL on the main thread (for
 * measurement only, docs/engine.md). The main-thread engine is loaded on demand, so it costs the
 * entry chunk nothing. page is what main.tsx read of the page at start: its brand, language and
 * whether the native app opened it.
 */
export async function startEngine(page: Partial<PageContext>): Promise<EngineClient> {
  const onMainThread = new URLSearchParams(location.search).get('engine') === 'main'
  const worker = onMainThread
    ? undefined
    : new Worker(new URL('../../worker/engine.worker.ts', import.meta.url), {
        type: 'module',
        name: 'engine',
      })
  const remote = worker
    ? Comlink.wrap<EngineApi>(worker)
    : (await import('../../worker/engine.main.ts')).startEngineOnMainThread()
  // Comlink follows nested objects by path at run time (engine.betslip.add); its types promise
  // calls on the top level only, so the areas are typed here, each as comlink types a remote.
  const engine = remote as unknown as RemoteEngine
  const started = engine.start(page)
  // A Worker whose code did not arrive says so only by a plain error event (its own uncaught
  // errors come as ErrorEvents), and every call to it then waits for ever.
  const startFailure = new Promise<void>((failed) =>
    worker?.addEventListener('error', (event) => {
      if (!(event instanceof ErrorEvent)) failed()
    }),
  )
  const externalTokenCookie: LoginCookie = 'externalToken'
  // The engine is told, and checks the session when the tab is visible again (SPEC.md section
  // 4) with the operator's external-token cookie, which only the page can read.
  document.addEventListener('visibilitychange', () => {
    const visible = document.visibilityState === 'visible'
    const externalToken = visible ? cookieValue(externalTokenCookie) : null
    void engine.session.setVisible(visible, externalToken ?? undefined)
  })
  return connectEngine(engine, viewReleaseMs, startFailure, started)
}
