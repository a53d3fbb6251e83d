// The operator's admin API (docs/operations.md, Brands): brands made and changed without SQL or
// a restart. Behind its own key (ADMIN_KEY, a bearer token compared in constant time): without
// one set, no /admin/ route exists (a 404, never open by accident); a wrong key is a 401. Every
// change is written with its audit row and announced to every process in one transaction
// (server/brands/brand-directory.ts); the settings, theme and parent origins are published with
// it, so every process's next page has the new frame policy.

import type { FastifyInstance, FastifyRequest } from 'fastify'
import * as adminApi from '../../domain/api/admin.ts'
import type { BodyOf } from '../../domain/api/operation.ts'
import { readAudit, writeAudit } from '../brands/admin-audit.ts'
import {
  createBrand,
  listBrands,
  readAdminBrand,
  setBrandColumn,
  updateBrand,
} from '../brands/brand-admin.ts'
import { assetName, assetRefusal, storeBrandAsset } from '../brands/brand-assets.ts'
import { announceBrandChange, type BrandDirectory } from '../brands/brand-directory.ts'
import { changeBrandSettings, settingsChangeRefusal } from '../brands/brand-settings.ts'
import type { KeptBrands } from '../brands/kept-brands.ts'
import { supportedCurrencies } from '../brands/supported-currencies.ts'
import type { Database, Queryable } from '../db/database.ts'
import { sendError } from '../http/errors.ts'
import { keyFingerprint, requireOperatorKey } from '../http/operator-key.ts'
import { serve } from '../http/serve.ts'

export interface AdminOptions {
  db: Database
  /** ADMIN_KEY; with none, there is no admin API. */
  key: string | undefined
  brands: BrandDirectory
  kept: KeptBrands
}

/** Who the caller says they are (the brand script sends the terminal's user), for the audit. */
const actorOf = (request: FastifyRequest): string | undefined => {
  const actor = request.headers['admin-actor']
  return typeof actor === 'string' && actor !== '' ? actor.slice(0, 100) : undefined
}

export function adminRoutes(app: FastifyInstance, options: AdminOptions): void {
  const { db, key, brands, kept } = options
  if (key === undefined) return
  const keyId = keyFingerprint(key)

  /**
   * Applies a change to the brand with its audit row and its announcement, and answers the
   * brand as it now is; undefined when apply found no such brand (or, making one, its id taken).
   */
  async function change(
    request: FastifyRequest,
    brandId: string,
    action: string,
    asked: unknown,
    apply: (tx: Queryable) => Promise<boolean>,
  ) {
    const done = await db.transaction(async (tx) => {
      if (!(await apply(tx))) return false
      await writeAudit(tx, {
        keyId,
        actor: actorOf(request),
        brandId,
        action,
        change: asked,
        requestId: request.id,
      })
      await announceBrandChange(tx, brandId)
      return true
    })
    if (!done) return undefined
    // This process at once; the others on the announcement.
    kept.forget(brandId)
    await brands.refresh()
    return readAdminBrand(db, brandId)
  }

  app.register(async (scope) => {
    requireOperatorKey(scope, key, { what: 'the admin API' })

    serve(scope, undefined, adminApi.createBrand, async (request, reply) => {
      const asked = request.body
      const currency = supportedCurrencies.find((each) => each.code === asked.currency)
      if (!currency)
        return sendError(
          reply,
          400,
          'invalid-request',
          `the book takes no bets in ${asked.currency}`,
        )
      const made = await change(request, asked.id, 'create', asked, (tx) =>
        createBrand(tx, asked, currency.precision),
      )
      if (!made) return sendError(reply, 409, 'brand-exists', `there is a brand ${asked.id}`)
      return reply.code(201).send(made)
    })

    serve(scope, undefined, adminApi.listBrands, async () => ({ brands: await listBrands(db) }))

    serve(scope, undefined, adminApi.getBrand, async (request, reply) => {
      const brand = await readAdminBrand(db, request.params.brandId)
      return brand ?? unknownBrand(reply, request.params.brandId)
    })

    serve(
      scope,
      undefined,
      adminApi.updateBrand,
      async (request, reply) =>
        (await change(request, request.params.brandId, 'update', request.body, (tx) =>
          updateBrand(tx, request.params.brandId, request.body),
        )) ?? unknownBrand(reply, request.params.brandId),
    )

    serve(scope, undefined, adminApi.changeBrandSettings, async (request, reply) => {
      const { brandId } = request.params
      const settings = request.body as Record<string, unknown>
      const refused = settingsChangeRefusal(settings)
      if (refused) return sendError(reply, 400, 'invalid-request', refused)
      const channel = request.query.c
      return (
        (await change(request, brandId, 'settings', { channel: channel ?? null, settings }, (tx) =>
          changeBrandSettings(tx, brandId, settings, channel),
        )) ?? unknownBrand(reply, brandId)
      )
    })

    /** A part of the brand replaced whole, audited as its action. */
    type BrandPart =
      | typeof adminApi.setBrandLanguages
      | typeof adminApi.setBrandTheme
      | typeof adminApi.setBrandParentOrigins
      | typeof adminApi.setBrandCashierLimits
      | typeof adminApi.setBrandJackpotTerms
    function brandPart<O extends BrandPart>(
      entry: O,
      action: string,
      apply: (tx: Queryable, brandId: string, body: BodyOf<O>) => Promise<boolean>,
    ): void {
      // Served as any part: the body is the one this entry's schema read.
      serve<BrandPart>(scope, undefined, entry, async (request, reply) => {
        const { brandId } = request.params
        const body = request.body as BodyOf<O>
        return (
          (await change(request, brandId, action, body, (tx) => apply(tx, brandId, body))) ??
          unknownBrand(reply, brandId)
        )
      })
    }

    brandPart(adminApi.setBrandLanguages, 'languages', (tx, brandId, body) =>
      changeBrandSettings(tx, brandId, { languages: body.languages }),
    )
    brandPart(adminApi.setBrandTheme, 'theme', (tx, brandId, theme) =>
      setBrandColumn(tx, brandId, 'theme', theme),
    )
    brandPart(adminApi.setBrandParentOrigins, 'parent-origins', (tx, brandId, body) =>
      setBrandColumn(tx, brandId, 'parentOrigins', [...new Set(body.origins)]),
    )
    brandPart(adminApi.setBrandCashierLimits, 'cashier-limits', (tx, brandId, limits) =>
      setBrandColumn(tx, brandId, 'cashierLimits', limits),
    )
    brandPart(adminApi.setBrandJackpotTerms, 'jackpot-terms', (tx, brandId, terms) =>
      setBrandColumn(tx, brandId, 'jackpotTerms', terms),
    )

    for (const [entry, kind] of [
      [adminApi.uploadBrandLogo, 'logo'],
      [adminApi.uploadBrandFavicon, 'favicon'],
    ] as const)
      serve(scope, undefined, entry, async (request, reply) => {
        const { brandId } = request.params
        const { data, mediaType, ...size } = request.body
        const body = Buffer.from(data, 'base64')
        const refused = await assetRefusal(body, mediaType)
        if (refused) return sendError(reply, 400, 'invalid-request', refused)
        const name = assetName(kind, mediaType, body)
        const address = `/brands/${brandId}/${name}`
        const setting =
          kind === 'logo' ? { logo: { logo_url: address, ...size } } : { favicon_url: address }
        // The audit keeps what was uploaded, not its bytes.
        const asked = { mediaType, bytes: body.length, ...size, address }
        return (
          (await change(request, brandId, kind, asked, async (tx) => {
            if (!(await changeBrandSettings(tx, brandId, setting))) return false
            await storeBrandAsset(tx, brandId, name, mediaType, body)
            return true
          })) ?? unknownBrand(reply, brandId)
        )
      })

    serve(scope, undefined, adminApi.getAudit, async (request) => ({
      entries: await readAudit(db, {
        ...(request.query.brand ? { brandId: request.query.brand } : {}),
        limit: request.query.limit ?? 100,
      }),
    }))
  })
}

const unknownBrand = (reply: Parameters<typeof sendError>[0], brandId: string) =>
  sendError(reply, 404, 'unknown-brand', `no brand ${brandId}`)
