// The frame bridge on its own: it posts to the host's origin only, hands on what the host
// window sends in the protocol's shape from an allowed origin, and ignores and counts the rest;
// it reports the page's height once the page holds still, never a moment between two.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createBridge, hostOrigin, watchHeight } from './bridge.ts'

const host = 'https://casino.example'

function framedWindow(ancestor = host) {
  const parent = { postMessage: vi.fn() }
  const ownFrame = {}
  const win = Object.assign(new EventTarget(), {
    parent,
    frames: Object.assign([ownFrame], { length: 1 }),
    location: { ancestorOrigins: [ancestor] },
    document: { referrer: '' },
  })
  const receive = (data: unknown, origin: string, source: unknown = parent) =>
    win.dispatchEvent(Object.assign(new Event('message'), { data, origin, source }))
  return { win: win as unknown as Window, parent, ownFrame, receive }
}

describe('frame bridge', () => {
  it('posts to the allowed host origin, never to *', () => {
    const { win, parent } = framedWindow()
    const bridge = createBridge(win, { parentOrigins: [host], onMessage: () => {} })
    bridge.post({ type: 'ext.sportsbook.ready' })
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'ext.sportsbook.ready' }, host)
  })

  it('a page framed by a site the brand does not allow posts nothing', () => {
    const { win, parent } = framedWindow('https://elsewhere.example')
    expect(hostOrigin(win, [host])).toBeUndefined()
    createBridge(win, { parentOrigins: [host], onMessage: () => {} }).post({
      type: 'ext.sportsbook.ready',
    })
    expect(parent.postMessage).not.toHaveBeenCalled()
  })

  it("takes the host's messages and ignores and counts forged or malformed ones", () => {
    const { win, ownFrame, receive } = framedWindow()
    const taken: unknown[] = []
    const counts: number[] = []
    const bridge = createBridge(win, {
      parentOrigins: [host],
      onMessage: (message) => taken.push(message),
      onIgnored: (count) => counts.push(count),
    })
    receive({ type: 'opt.sportsbook.odds', odds: 'uk' }, host)
    receive({ type: 'opt.sportsbook.deeplink', category: 'event', id: 'abc-1' }, host)
    // Another origin, another window, an unknown type, a bad value, a path in an id.
    receive({ type: 'opt.sportsbook.odds', odds: 'uk' }, 'https://evil.example')
    receive({ type: 'opt.sportsbook.odds', odds: 'uk' }, host, {})
    receive({ type: 'opt.sportsbook.withdraw', amount: 1 }, host)
    receive({ type: 'opt.sportsbook.odds', odds: 'roman' }, host)
    receive({ type: 'opt.sportsbook.deeplink', category: 'event', id: '../admin' }, host)
    // The page's own frame (the external header) is not talking to the bridge: not counted.
    receive({ type: 'sportsbook.external-header.height', height: 44 }, 'null', ownFrame)
    expect(taken).toEqual([
      { type: 'opt.sportsbook.odds', odds: 'uk' },
      { type: 'opt.sportsbook.deeplink', category: 'event', id: 'abc-1' },
    ])
    expect(bridge.ignored()).toBe(5)
    expect(counts.at(-1)).toBe(5)
    bridge.stop()
    receive({ type: 'opt.sportsbook.odds', odds: 'us' }, host)
    expect(taken).toHaveLength(2)
  })
})

describe('the height reported to the host', () => {
  let resized: () => void
  let height = 0
  const page = { getBoundingClientRect: () => ({ height }) } as HTMLElement
  /** The page takes a height: the observer hears of it, as the browser's would. */
  const grow = (to: number) => {
    height = to
    resized()
  }

  beforeEach(() => {
    vi.useFakeTimers()
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resized = callback
        }
        observe() {}
        disconnect() {}
      },
    )
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('is the height a filling page settles at, not its steps on the way', () => {
    const reports: number[] = []
    const stop = watchHeight(page, (reported) => reports.push(reported))
    // The live list: its rows drawn as placeholders, then filled a slice at a time.
    grow(958)
    vi.advanceTimersByTime(18)
    grow(1014)
    vi.advanceTimersByTime(27)
    grow(1016)
    vi.advanceTimersByTime(1000)
    expect(reports).toEqual([1016])
    stop()
  })

  it('waits out a page between two, and reports once a second at most', () => {
    const reports: number[] = []
    let between = false
    const stop = watchHeight(page, (reported) => reports.push(reported), {
      busy: () => between,
    })
    grow(1016)
    vi.advanceTimersByTime(250)
    between = true
    grow(241)
    vi.advanceTimersByTime(3000)
    between = false
    grow(11888)
    vi.advanceTimersByTime(199)
    expect(reports).toEqual([1016])
    vi.advanceTimersByTime(1)
    expect(reports).toEqual([1016, 11888])
    grow(12000)
    vi.advanceTimersByTime(999)
    expect(reports).toEqual([1016, 11888])
    vi.advanceTimersByTime(1)
    expect(reports).toEqual([1016, 11888, 12000])
    stop()
  })

  it('is reported all the same when the page never holds still or never stops loading', () => {
    const reports: number[] = []
    const stop = watchHeight(page, (reported) => reports.push(reported), { busy: () => true })
    for (let step = 0; step < 80; step++) {
      grow(500 + step)
      vi.advanceTimersByTime(150)
    }
    expect(reports.length).toBeGreaterThan(0)
    expect(reports[0]).toBeGreaterThan(500)
    stop()
  })
})
