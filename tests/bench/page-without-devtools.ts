// A page as a phone runs it: no DevTools session attached. Every page Playwright drives has
// DevTools' Runtime domain turned on, and with it V8 collects the source positions of the whole
// stack whenever an Error object is made. React DOM makes five at import, so under Playwright the
// entry's evaluation reparses React DOM and the entry chunk: 70–100 ms at 4x throttle that no
// bettor's phone spends (docs/engine.md, "The first 10 s"). This page is opened in a browser
// context Playwright did not make, which it leaves alone, and is driven through the browser's own
// CDP session with the few domains that do not change how the page runs.

import type { Browser, CDPSession } from '@playwright/test'

export interface PageWithoutDevTools {
  /** Sends a command to the page's target, not through Playwright. */
  send<T = unknown>(method: string, params?: object): Promise<T>
  close(): Promise<void>
}

export async function openPageWithoutDevTools(
  browser: Browser,
  viewport: { width: number; height: number },
): Promise<PageWithoutDevTools> {
  const cdp: CDPSession = await browser.newBrowserCDPSession()
  const { browserContextId } = await cdp.send('Target.createBrowserContext', {})
  const { targetId } = await cdp.send('Target.createTarget', {
    url: 'about:blank',
    browserContextId,
  })
  // Not flattened: the browser session carries the page's messages, which Playwright's API for a
  // browser session allows; a flat session would need a socket of its own.
  const { sessionId } = await cdp.send('Target.attachToTarget', { targetId, flatten: false })
  let nextId = 1
  const answers = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>()
  cdp.on('Target.receivedMessageFromTarget', (event) => {
    if (event.sessionId !== sessionId) return
    const message = JSON.parse(event.message) as {
      id?: number
      result?: unknown
      error?: { message: string }
    }
    const answer = message.id === undefined ? undefined : answers.get(message.id)
    if (!answer || message.id === undefined) return
    answers.delete(message.id)
    if (message.error) answer.reject(new Error(message.error.message))
    else answer.resolve(message.result)
  })
  const send = <T>(method: string, params: object = {}) =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++
      answers.set(id, { resolve: resolve as (value: unknown) => void, reject })
      cdp
        .send('Target.sendMessageToTarget', {
          sessionId,
          message: JSON.stringify({ id, method, params }),
        })
        .catch(reject)
    })
  await send('Emulation.setDeviceMetricsOverride', {
    ...viewport,
    deviceScaleFactor: 1,
    mobile: false,
  })
  return {
    send,
    async close() {
      await cdp.send('Target.closeTarget', { targetId })
      await cdp.send('Target.disposeBrowserContext', { browserContextId })
      await cdp.detach()
    },
  }
}
