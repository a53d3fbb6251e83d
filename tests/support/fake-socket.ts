// A WebSocket as the browser gives it, driven by the test: each socket the client opens is kept,
// so a test can open, feed, drop or fail it the way a browser would.

import type { ClientMessage, ServerMessage } from '../../domain/feed/protocol.ts'

/** A WebSocket as the browser gives it, driven by the test. */
export class FakeSocket {
  static readonly CONNECTING = 0
  static readonly OPEN = 1
  static readonly CLOSING = 2
  static readonly CLOSED = 3
  static instances: FakeSocket[] = []

  readonly CONNECTING = 0
  readonly OPEN = 1
  readonly CLOSING = 2
  readonly CLOSED = 3
  readyState = 0
  sent: ClientMessage[] = []
  closeCalls = 0
  onopen: ((event: unknown) => void) | null = null
  onmessage: ((event: { data: unknown }) => void) | null = null
  onclose: ((event: unknown) => void) | null = null
  onerror: ((event: unknown) => void) | null = null

  constructor(readonly url: string) {
    FakeSocket.instances.push(this)
  }

  send(data: string): void {
    if (this.readyState !== this.OPEN) throw new Error('send on a socket that is not open')
    this.sent.push(JSON.parse(data) as ClientMessage)
  }

  /** Starts the closing handshake; on a dead connection the close event may never come. */
  close(): void {
    this.closeCalls += 1
    if (this.readyState < this.CLOSING) this.readyState = this.CLOSING
  }

  // What the network does.
  open(): void {
    this.readyState = this.OPEN
    this.onopen?.({})
  }
  receive(message: ServerMessage | string): void {
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) })
  }
  /** The connection is lost (or the close handshake completes). */
  drop(): void {
    this.readyState = this.CLOSED
    this.onclose?.({})
  }
  /** A connect that fails: error, then close, as browsers report it. */
  fail(): void {
    this.onerror?.({})
    this.drop()
  }
  subscribes(): number[] {
    return this.sent.flatMap((message) => (message.type === 'subscribe' ? [message.after] : []))
  }
}
