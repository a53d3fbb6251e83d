// The brand a login call is for, refused unless the brand logs in that way: a gateway brand's
// players cannot skip their second factor through the wallet's calls, nor the other way round.

import type { FastifyReply, FastifyRequest } from 'fastify'
import type { LoginMethod } from '../../domain/player/settings.ts'
import { readBrandSettings } from '../brands/brand-settings.ts'
import type { ApiContext } from './api-context.ts'
import { sendError } from './errors.ts'

/** The brand id, or undefined after answering 404 (unknown brand) or 403 (another method). */
export async function loginBrand(
  api: ApiContext,
  request: FastifyRequest,
  reply: FastifyReply,
  method: LoginMethod,
): Promise<string | undefined> {
  const brandId = api.brands.brandOf(request)
  const settings = brandId === undefined ? undefined : await readBrandSettings(api.db, brandId)
  if (brandId === undefined || !settings) {
    await sendError(reply, 404, 'unknown-brand', `no brand ${request.headers.brand}`)
    return undefined
  }
  if (settings.login_method !== method) {
    await sendError(reply, 403, 'wrong-login-method', `brand ${brandId} does not log in this way`)
    return undefined
  }
  return brandId
}
