// A WebSocket handshake sent on a kept-alive connection right behind another request: Node hands
// it over while the answer before it is still going out, and the WebSocket plugin, finding the
// socket taken, logged a warning and left it open for ever, unanswered (probe 4, F1). One address
// could hold any number of sockets so, past its stream seats. Such a handshake now waits for the
// answers before it, as HTTP/1.1 has a pipelined request wait, and is then handled as any other.

import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'

type UpgradeListener = (request: IncomingMessage, socket: Duplex, head: Buffer) => void

/** Takes over the server's upgrade listeners (the WebSocket plugin's): call after registering it. */
export function upgradesInTurn(server: Server): void {
  const listeners = server.listeners('upgrade') as UpgradeListener[]
  server.removeAllListeners('upgrade')
  // The answers each connection has under way, counted from the request to its answer's end.
  const underWay = new WeakMap<Duplex, number>()
  const waiting = new WeakMap<Duplex, Array<() => void>>()
  // Before Fastify's own listener, so that an answer made at once is counted before it ends.
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket
    underWay.set(socket, (underWay.get(socket) ?? 0) + 1)
    let ended = false
    const end = () => {
      if (ended) return
      ended = true
      const left = (underWay.get(socket) ?? 1) - 1
      underWay.set(socket, left)
      if (left === 0) for (const next of waiting.get(socket)?.splice(0) ?? []) next()
    }
    response.once('finish', end)
    response.once('close', end)
  })
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const handle = () => {
      if (socket.destroyed) return
      for (const listener of listeners) listener.call(server, request, socket, head)
    }
    if (!underWay.get(socket)) return handle()
    const queue = waiting.get(socket) ?? []
    queue.push(() => setImmediate(handle))
    waiting.set(socket, queue)
  })
}
