// GET /dev/outbox (test hook): what the server would have sent a player by SMS or e-mail, so a
// run can read a one-time code. The outbox's schemas sit with the auth gateway's (auth-gateway.ts),
// whose codes it carries.

import { outboxQuerySchema, outboxResponseSchema } from './auth-gateway.ts'
import { operation } from './operation.ts'

export const readOutbox = operation({
  operationId: 'readOutbox',
  method: 'GET',
  path: '/dev/outbox',
  summary:
    "The SMS and e-mails sent to a player of the request's brand, newest first (development only)",
  description:
    "At most 50. A login by one-time code (the auth gateway's otp step) reads its code from the newest message's body. A player with none, or no such player, has an empty list; a brand header naming no brand is 404.",
  tags: ['Test hooks'],
  caller: 'test-hook',
  query: outboxQuerySchema,
  answers: { 200: outboxResponseSchema },
  errors: { 400: ['invalid-request'], 404: ['unknown-brand'] },
})
