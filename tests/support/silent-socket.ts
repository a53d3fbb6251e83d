// A WebSocket that never opens, for engine tests about HTTP answers rather than the live stream.

export class SilentSocket {
  readonly OPEN = 1
  readyState = 0
  onopen: (() => void) | null = null
  onmessage: (() => void) | null = null
  onclose: (() => void) | null = null
  onerror: (() => void) | null = null
  send() {}
  close() {}
}

/** The socket as the engine's options type it. */
export const silentSocket = SilentSocket as unknown as typeof WebSocket
