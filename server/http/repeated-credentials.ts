// Two Authorization headers on one request: Node keeps the first and drops the others, so which
// credential counted would depend on the order a client or a proxy wrote them (one order a 403,
// the other a 200). Refused before any route reads it, with a reason.

import type { FastifyInstance } from 'fastify'
import { sendError } from './errors.ts'

export function refuseRepeatedCredentials(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const raw = request.raw.rawHeaders
    let given = 0
    for (let name = 0; name < raw.length; name += 2)
      if (raw[name]?.toLowerCase() === 'authorization') given++
    if (given > 1)
      return sendError(
        reply,
        400,
        'invalid-request',
        `Authorization is given ${given} times: send one credential`,
      )
  })
}
