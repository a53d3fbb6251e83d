// The operator's admin API (docs/operations.md, Brands): brands made and changed without SQL or
// a restart. Behind its own key (ADMIN_KEY, a bearer token compared in constant time): without
// one set, no /admin/ route exists (a 404, never open by accident); a wrong key is a 401. Every
// change is written with its audit row and announced to every process in one transaction
// (server/brands/brand-directory.ts); the settings, theme and parent origins are published with
// it, so every process's next page has the new frame policy.

import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  type AuditQuery,
  adminBrandParamsSchema,
  adminBrandSchema,
  auditListSchema,
  auditQuerySchema,
  type BrandCreation,
  type BrandUpdate,
  brandCreationSchema,
  brandLanguagesSchema,
  brandListSchema,
  brandUpdateSchema,
  cashierLimitsSchema,
  type FaviconUpload,
  faviconUploadSchema,
  jackpotTermsSchema,
  type LogoUpload,
  logoUploadSchema,
  parentOriginsSchema,
  themeSchema,
} from '../../domain/api/admin.ts'
import type { AnySchema, SchemaOutput } from '../../domain/api/schema.ts'
import {
  type BrandSettingsChange,
  brandSettingsChangeQuerySchema,
  brandSettingsChangeSchema,
  type SettingsChannel,
} from '../../domain/api/settings.ts'
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
import { supportedCurrencies } from '../brands/supported-currencies.ts'
import type { Database, Queryable } from '../db/database.ts'
import { sendError } from '../http/errors.ts'
import { keyFingerprint, requireOperatorKey } from '../http/operator-key.ts'
import { type RouteDescription, routeSchema } from '../http/route-schema.ts'

export interface AdminOptions {
  db: Database
  /** ADMIN_KEY; with none, there is no admin API. */
  key: string | undefined
  brands: BrandDirectory
}

type BrandParams = { brandId: string }

/** Who the caller says they are (the brand script sends the terminal's user), for the audit. */
const actorOf = (request: FastifyRequest): string | undefined => {
  const actor = request.headers['admin-actor']
  return typeof actor === 'string' && actor !== '' ? actor.slice(0, 100) : undefined
}

const described = (route: Omit<RouteDescription, 'tags' | 'authenticated'>) =>
  routeSchema({ ...route, tags: ['Admin'], authenticated: true })

export function adminRoutes(app: FastifyInstance, options: AdminOptions): void {
  const { db, key, brands } = options
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
    await brands.refresh()
    return readAdminBrand(db, brandId)
  }

  app.register(async (admin) => {
    requireOperatorKey(admin, key, { what: 'the admin API' })

    admin.post<{ Body: BrandCreation }>(
      '/admin/brands',
      {
        schema: described({
          summary: 'Makes a brand with its currency and first language',
          body: brandCreationSchema,
          response: { 201: adminBrandSchema },
        }),
      },
      async (request, reply) => {
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
      },
    )

    admin.get(
      '/admin/brands',
      {
        schema: described({
          summary: 'Every brand: its id, name and login method',
          response: { 200: brandListSchema },
        }),
      },
      async () => ({ brands: await listBrands(db) }),
    )

    admin.get<{ Params: BrandParams }>(
      '/admin/brands/:brandId',
      {
        schema: described({
          summary: 'The brand as configured: settings, channels, theme, origins, limits, terms',
          params: adminBrandParamsSchema,
          response: { 200: adminBrandSchema },
        }),
      },
      async (request, reply) => {
        const brand = await readAdminBrand(db, request.params.brandId)
        return brand ?? unknownBrand(reply, request.params.brandId)
      },
    )

    admin.patch<{ Params: BrandParams; Body: BrandUpdate }>(
      '/admin/brands/:brandId',
      {
        schema: described({
          summary: "Renames the brand or changes its players' login method",
          params: adminBrandParamsSchema,
          body: brandUpdateSchema,
          response: { 200: adminBrandSchema },
        }),
      },
      async (request, reply) =>
        (await change(request, request.params.brandId, 'update', request.body, (tx) =>
          updateBrand(tx, request.params.brandId, request.body),
        )) ?? unknownBrand(reply, request.params.brandId),
    )

    /** A PUT of one part of the brand: its body read through the schema, then applied. */
    function brandPart<Body extends AnySchema>(
      part: string,
      summary: string,
      body: Body,
      apply: (tx: Queryable, brandId: string, body: SchemaOutput<Body>) => Promise<boolean>,
    ): void {
      admin.put<{ Params: BrandParams; Body: SchemaOutput<Body> }>(
        `/admin/brands/:brandId/${part}`,
        {
          schema: described({
            summary,
            params: adminBrandParamsSchema,
            body,
            response: { 200: adminBrandSchema },
          }),
        },
        async (request, reply) => {
          const { brandId } = request.params
          return (
            (await change(request, brandId, part, request.body, (tx) =>
              // Read through the schema already (route-schema.ts).
              apply(tx, brandId, request.body as SchemaOutput<Body>),
            )) ?? unknownBrand(reply, brandId)
          )
        },
      )
    }

    admin.put<{
      Params: BrandParams
      Querystring: { c?: SettingsChannel }
      Body: BrandSettingsChange
    }>(
      '/admin/brands/:brandId/settings',
      {
        schema: described({
          summary:
            "Merges settings into the brand's (or, with c, its channel's) and publishes them; null removes one",
          params: adminBrandParamsSchema,
          querystring: brandSettingsChangeQuerySchema,
          body: brandSettingsChangeSchema,
          response: { 200: adminBrandSchema },
        }),
      },
      async (request, reply) => {
        const { brandId } = request.params
        const settings = request.body as Record<string, unknown>
        const refused = settingsChangeRefusal(settings)
        if (refused) return sendError(reply, 400, 'invalid-request', refused)
        const channel = request.query.c
        return (
          (await change(
            request,
            brandId,
            'settings',
            { channel: channel ?? null, settings },
            (tx) => changeBrandSettings(tx, brandId, settings, channel),
          )) ?? unknownBrand(reply, brandId)
        )
      },
    )

    brandPart(
      'languages',
      "The languages of the brand's dropdown, in its order; the first is its default",
      brandLanguagesSchema,
      (tx, brandId, body) => changeBrandSettings(tx, brandId, { languages: body.languages }),
    )
    brandPart(
      'theme',
      "The brand's design tokens, all of them (a token left out takes the built-in look)",
      themeSchema,
      (tx, brandId, theme) => setBrandColumn(tx, brandId, 'theme', theme),
    )
    brandPart(
      'parent-origins',
      "The sites allowed to frame the brand's pages (frame-ancestors), all of them",
      parentOriginsSchema,
      (tx, brandId, body) =>
        setBrandColumn(tx, brandId, 'parentOrigins', [...new Set(body.origins)]),
    )
    brandPart(
      'cashier-limits',
      "One deposit's or withdrawal's least and most, whole displayed units",
      cashierLimitsSchema,
      (tx, brandId, limits) => setBrandColumn(tx, brandId, 'cashierLimits', limits),
    )
    brandPart(
      'jackpot-terms',
      "The prize and a line's stake of the brand's next jackpot, whole displayed units (the open one keeps its own)",
      jackpotTermsSchema,
      (tx, brandId, terms) => setBrandColumn(tx, brandId, 'jackpotTerms', terms),
    )

    for (const kind of ['logo', 'favicon'] as const)
      admin.put<{ Params: BrandParams; Body: LogoUpload | FaviconUpload }>(
        `/admin/brands/:brandId/${kind}`,
        {
          schema: described({
            summary: `Uploads the brand's ${kind} (base64); served at /brands/{brandId}/ and /m/brands/{brandId}/`,
            params: adminBrandParamsSchema,
            body: kind === 'logo' ? logoUploadSchema : faviconUploadSchema,
            response: { 200: adminBrandSchema },
          }),
        },
        async (request, reply) => {
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
        },
      )

    admin.get<{ Querystring: AuditQuery }>(
      '/admin/audit',
      {
        schema: described({
          summary: 'The changes made through /admin/, newest first, of one brand or of all',
          querystring: auditQuerySchema,
          response: { 200: auditListSchema },
        }),
      },
      async (request) => ({
        entries: await readAudit(db, {
          ...(request.query.brand ? { brandId: request.query.brand } : {}),
          limit: request.query.limit ?? 100,
        }),
      }),
    )
  })
}

const unknownBrand = (reply: Parameters<typeof sendError>[0], brandId: string) =>
  sendError(reply, 404, 'unknown-brand', `no brand ${brandId}`)
