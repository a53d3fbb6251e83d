// POST /xapi/icore/players/login (SPEC.md section 7, Player API): the direct login, for brands
// whose login method is direct. A gateway or wallet brand's players log in through their own
// steps, so a second factor or the terms cannot be skipped by calling this instead.

import type { FastifyInstance } from 'fastify'
import { retryLaterBodySchema } from '../../domain/api/auth-gateway.ts'
import {
  type DirectLoginRequest,
  type DirectLoginResponse,
  directLoginRequestSchema,
  directLoginResponseSchema,
} from '../../domain/api/player-login.ts'
import { checkPassword } from '../auth/check-password.ts'
import { admitLogin, loginFailed, loginSucceeded } from '../auth/rate-limit.ts'
import { readBrandSettings } from '../brands/brand-settings.ts'
import type { ApiContext } from '../http/api-context.ts'
import { sendError } from '../http/errors.ts'
import { sendTooManyAttempts } from '../http/retry-later.ts'
import { routeSchema } from '../http/route-schema.ts'

export function playerLoginRoutes(app: FastifyInstance, api: ApiContext): void {
  app.post<{ Body: DirectLoginRequest }>(
    '/xapi/icore/players/login',
    {
      schema: routeSchema({
        summary: 'Direct login: a session token for a username and password',
        tags: ['Player API'],
        body: directLoginRequestSchema,
        response: { 200: directLoginResponseSchema, 429: retryLaterBodySchema },
      }),
    },
    async (request, reply) => {
      const brandId = api.brands.brandOf(request)
      const settings = brandId === undefined ? undefined : await readBrandSettings(api.db, brandId)
      if (brandId === undefined || !settings)
        return sendError(reply, 404, 'unknown-brand', `no brand ${request.headers.brand}`)
      if (settings.login_method !== 'direct')
        return sendError(
          reply,
          403,
          'wrong-login-method',
          `brand ${brandId} does not log in directly`,
        )
      const now = api.now()
      const attempt = { brandId, username: request.body.username, address: request.ip }
      const admitted = await admitLogin(api.db, attempt, now)
      if (!admitted.allowed) return sendTooManyAttempts(reply, admitted.retryAfterSeconds)
      const checked = await checkPassword(
        api.db,
        brandId,
        request.body.username,
        request.body.password,
      )
      if (checked.status === 'invalid') {
        await loginFailed(api.db, attempt, now)
        return sendError(reply, 401, 'invalid-credentials', 'provided credential is invalid')
      }
      if (checked.status === 'locked')
        return sendError(reply, 403, 'account-locked', 'account is locked')
      await loginSucceeded(api.db, attempt)
      const { player } = checked
      const { currency, locale, priceFormat, secondFactor: _, ...claims } = player
      const { token, expiresAt } = await api.sessions.open(api.db, claims)
      return {
        alsToken: token,
        expirationTimeInSeconds: expiresAt,
        username: player.username,
        accountId: player.accountId,
        currency,
        priceFormat,
        locale,
      } satisfies DirectLoginResponse
    },
  )
}
