// Every error the server answers with has this JSON body, so a client always gets a reason.

import type { FastifyReply } from 'fastify'
import type { LoginErrorCode } from '../../domain/errors/login-problem.ts'

export interface ErrorBody {
  code: string
  message: string
}

export function sendError(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).send({ code, message } satisfies ErrorBody)
}

/** A login step's refusal, under a code the client tells apart (domain/errors/login-problem.ts). */
export const sendLoginError = (
  reply: FastifyReply,
  status: 401 | 403,
  code: LoginErrorCode,
  message: string,
) => sendError(reply, status, code, message)
