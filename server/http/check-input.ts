import type { FastifyReply } from 'fastify'
import type { Check } from '../../domain/api/check.ts'
import { sendError } from './errors.ts'

/** The checked value, or undefined after answering 400 with the reason. */
export function checkInput<T>(check: Check<T>, value: unknown, reply: FastifyReply): T | undefined {
  const checked = check(value)
  if (checked.ok) return checked.value
  void sendError(reply, 400, 'invalid-request', checked.reason)
  return undefined
}
