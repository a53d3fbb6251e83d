// GET /api/adverts/{adId}?player_type=&username= (SPEC.md section 7, Other; section 3, Advert):
// the brand's advert, if its audience takes in the caller (section 4, Advert audience). Who the
// caller is comes from the bearer token, not from the username alone: a username without that
// player's valid token is a logged-out visitor. An id may have a version per audience (migration
// 031): the caller gets the one they are in. An advert the caller may not see is a 404, as one
// that does not exist, so the answer says nothing about the player.

import type { FastifyInstance, FastifyRequest } from 'fastify'
import { type AdvertResponse, getAdvert } from '../../domain/api/site.ts'
import { type AdvertViewer, isAdvertShown } from '../../domain/rules/advert-audience.ts'
import { languageOf } from '../catalogue/names-in-language.ts'
import type { ApiContext } from '../http/api-context.ts'
import { optionalSession } from '../http/authenticate.ts'
import { sendError } from '../http/errors.ts'
import { serve } from '../http/serve.ts'

const loggedOut: AdvertViewer = { loggedIn: false }

async function viewerOf(
  api: ApiContext,
  request: FastifyRequest,
  brandId: string,
  username: string | undefined,
): Promise<AdvertViewer> {
  const claims = await optionalSession(api, request)
  if (!claims) return loggedOut
  if (claims.brandId !== brandId || (username !== undefined && username !== claims.username))
    return loggedOut
  const [player] = await api.db.query<{
    non_bettor: boolean
    non_depositor: boolean
    first_login_at: Date | string | null
  }>('select non_bettor, non_depositor, first_login_at from players where id = $1', [
    claims.playerId,
  ])
  if (!player) return loggedOut
  return {
    loggedIn: true,
    nonBettor: player.non_bettor,
    nonDepositor: player.non_depositor,
    ...(player.first_login_at
      ? { firstLoginTime: new Date(player.first_login_at).toISOString() }
      : {}),
  }
}

/** An advert's texts by locale, beside its own in the brand's default language (migration 026). */
type AdvertTranslations = Readonly<
  Record<string, Partial<Pick<AdvertResponse, 'name' | 'description' | 'link_name'>>>
>

/** The advert with its texts in the locale, each one the brand has not written in its own. */
function inLanguage(
  { translations, ...advert }: AdvertResponse & { translations: AdvertTranslations },
  locale: string,
): AdvertResponse {
  const texts = Object.hasOwn(translations, locale) ? translations[locale] : undefined
  return {
    ...advert,
    name: texts?.name ?? advert.name,
    description: texts?.description ?? advert.description,
    link_name: texts?.link_name ?? advert.link_name,
  }
}

export function advertRoutes(app: FastifyInstance, api: ApiContext): void {
  serve(app, api, getAdvert, async (request, reply) => {
    const brandId = api.brands.brandOf(request)
    if (brandId === undefined)
      return sendError(reply, 404, 'unknown-brand', `no brand ${request.headers.brand}`)
    // Every version of the advert, one an audience; one for an audience of its own wins over one
    // for everybody (all, imported_list), so a player reads theirs where both would show.
    const rows = await api.db.query<AdvertResponse & { translations: AdvertTranslations }>(
      `select audience, width_in_pixels, height_in_pixels, attachment_path, description, name,
           link, link_name, popup, popup_allow_resize, popup_allow_scrollbars, popup_height,
           popup_width, show_description, translations
         from adverts where brand_id = $1 and id = $2
         order by audience in ('all', 'imported_list'), audience`,
      [brandId, request.params.adId],
    )
    const viewer =
      rows.length > 0 ? await viewerOf(api, request, brandId, request.query.username) : loggedOut
    const shown = rows.find((row) => isAdvertShown(row.audience, viewer, api.now()))
    // Whether the caller sees it depends on who they are: no shared cache may keep it.
    reply.header('cache-control', 'private, max-age=60').header('vary', 'authorization, brand')
    if (!shown) return sendError(reply, 404, 'not-found', `no advert ${request.params.adId}`)
    return inLanguage(shown, languageOf(request))
  })
}
