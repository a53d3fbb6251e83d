// The engine's context alone against a fetch that records each request and answers every one with
// the same body (or the body answer gives for the request): for tests of how a call is sent.

import { createContext } from '../../worker/context/context.ts'
import { memoryStorage } from '../../worker/context/persistence.ts'
import { json } from './fake-backend-engine.ts'

export function recordingContext(answer: unknown = {}, options: { now?: () => number } = {}) {
  const sent: Request[] = []
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    sent.push(request)
    return json(typeof answer === 'function' ? answer(request) : answer)
  }) as typeof globalThis.fetch
  const context = createContext({
    apiBase: 'https://sportsbook.test',
    fetch,
    WebSocket: undefined as unknown as typeof WebSocket,
    storage: memoryStorage(),
    ...options,
  })
  return { context, sent }
}
