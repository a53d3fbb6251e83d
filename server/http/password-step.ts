// The first step of every login method, answered for the caller: the brand must log in this way,
// the attempt must be within the limits, the password must match, and the account must not be
// locked. Direct login, the gateway's authenticate and the wallet's session all begin here.

import type { FastifyReply, FastifyRequest } from 'fastify'
import type { LoginMethod } from '../../domain/player/settings.ts'
import { checkPassword, type LoginPlayer } from '../auth/check-password.ts'
import { admitLogin, loginSucceeded } from '../auth/rate-limit.ts'
import type { ApiContext } from './api-context.ts'
import { clientAddress } from './client-address.ts'
import { sendLoginError } from './errors.ts'
import { loginBrand } from './login-brand.ts'
import { sendTooManyAttempts } from './retry-later.ts'

/** The player whose password matched, or undefined after answering 4xx. */
export async function passwordStep(
  api: ApiContext,
  request: FastifyRequest<{ Body: { username: string; password: string } }>,
  reply: FastifyReply,
  method: LoginMethod,
): Promise<LoginPlayer | undefined> {
  const brandId = await loginBrand(api, request, reply, method)
  if (brandId === undefined) return undefined
  const now = api.now()
  const { username, password } = request.body
  const attempt = { brandId, username, address: clientAddress(request) }
  const admitted = await admitLogin(api.db, attempt, now)
  if (!admitted.allowed) {
    api.metrics.logins.inc({ result: 'rate-limited' })
    await sendTooManyAttempts(reply, admitted.retryAfterSeconds)
    return undefined
  }
  const checked = await checkPassword(api.db, brandId, username, password)
  // The attempt was counted as a failure when admitted; a right password takes it back.
  if (checked.status === 'invalid') {
    api.metrics.logins.inc({ result: 'failed' })
    await sendLoginError(reply, 401, 'invalid-credentials', 'provided credential is invalid')
    return undefined
  }
  if (checked.status === 'locked') {
    await loginSucceeded(api.db, attempt)
    api.metrics.logins.inc({ result: 'locked' })
    await sendLoginError(reply, 403, 'account-locked', 'account is locked')
    return undefined
  }
  await loginSucceeded(api.db, attempt)
  api.metrics.logins.inc({ result: 'succeeded' })
  return checked.player
}
