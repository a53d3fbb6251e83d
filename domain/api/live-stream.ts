// Checks for what a client sends on the live stream and the changes poll (domain/feed/protocol.ts).

import type { ClientMessage } from '../feed/protocol.ts'
import { type Checked, integer, object, oneOf } from './check.ts'

const checkSubscribe = object({ type: oneOf('subscribe'), after: integer({ min: 0 }) })
const checkPing = object({ type: oneOf('ping') })
const checkType = object({ type: oneOf('subscribe', 'ping') })

export function checkClientMessage(value: unknown): Checked<ClientMessage> {
  const typed = checkType(value)
  if (!typed.ok) return typed
  return typed.value.type === 'subscribe' ? checkSubscribe(value) : checkPing(value)
}

/** GET /xapi/live/changes?after=N */
export const checkChangesQuery = object({ after: integer({ min: 0 }) })
