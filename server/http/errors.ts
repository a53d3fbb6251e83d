// Every error the server answers with has this JSON body, so a client always gets a reason.

import type { FastifyReply } from 'fastify'

export interface ErrorBody {
  code: string
  message: string
}

export function sendError(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).send({ code, message } satisfies ErrorBody)
}
