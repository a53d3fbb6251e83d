// The site around the book (SPEC.md section 3, Advert and Other; section 7): the brand's adverts
// for the promotions page, the desktop right column and the jackpot page; the external header a
// parent site supplies; the partner product launches; and the gaming-board seal of a licensed
// host; and where the visitor is (geo data), which Join passes on to the registration page. The
// server decides who sees an advert (the audience rules of section 4) from the bearer token, so
// one the bettor may not see answers 404 and is left out.

import type { ApiResult } from '../../domain/api/result.ts'
import {
  type ExternalHeader,
  type GeoData,
  getAdvert,
  getExternalHeader,
  getGamingBoardSeal,
  getGeoData,
  launchPartnerProduct,
  type PartnerLaunch,
} from '../../domain/api/site.ts'
import { geoDataCacheSeconds } from '../../domain/rules/constants.ts'
import { registrationLink } from '../../domain/rules/registration-link.ts'
import type { SiteLink } from '../../domain/rules/site-link.ts'
import type { ShownAdvert } from '../../domain/site/site.ts'
import { externalHeaderOrigin } from '../../domain/site/widgets-host.ts'
import type { EngineContext } from '../context/context.ts'

export function createSiteModule(context: EngineContext) {
  const advert = (adId: string) =>
    context.call(getAdvert, {
      params: { adId },
      query: { player_type: 'standard', username: context.session.get()?.username },
    })
  /** The last answer of geo data asked for, and when it was asked. */
  let geo: { at: number; answer: Promise<ApiResult<GeoData>> } | undefined
  const geoData = (): Promise<ApiResult<GeoData>> => {
    const now = context.now()
    if (geo && now - geo.at < geoDataCacheSeconds * 1000) return geo.answer
    const asked = { at: now, answer: context.call(getGeoData, { query: {} }) }
    geo = asked
    // A failure is not kept: the next ask tries again.
    void asked.answer.then((answer) => {
      if (!answer.ok && geo === asked) geo = undefined
    })
    return asked.answer
  }

  return {
    views: {},
    commands: {
      /**
       * The adverts of a page's list, in its order, those the bettor may see. A failure other than
       * "not for you" (the network, the server) fails the whole list, so a page can offer a retry
       * rather than show a list with holes.
       */
      async adverts(adIds: readonly string[]): Promise<ApiResult<ShownAdvert[]>> {
        const answers = await Promise.all(adIds.map(advert))
        const shown: ShownAdvert[] = []
        for (const [index, answer] of answers.entries()) {
          if (answer.ok) shown.push({ adId: adIds[index] ?? '', ...answer.data })
          else if (answer.error.status !== 404) return answer
        }
        return { ok: true, data: shown }
      },
      /**
       * The parent site's header, from the host of its content when the brand names one
       * (external_widgets_subdomain_cms), else its widgets host, else this server; undefined
       * when the brand has none switched on (docs/decisions/section-3-settings.md).
       */
      async externalHeader(): Promise<ApiResult<ExternalHeader | undefined>> {
        const settings = context.settings.get()
        if (!settings.clem_external_header_enabled || settings.clem_external_header_path === '')
          return { ok: true, data: undefined }
        const host = externalHeaderOrigin(settings)
        return context.call(getExternalHeader, {
          params: { path: settings.clem_external_header_path },
          ...(host ? { origin: host } : {}),
        })
      },
      /**
       * Where a partner product's page opens for the bettor: with their partner token when
       * logged in; a 404 for a product the brand does not offer.
       */
      partnerLaunch(product: string, gameId?: string): Promise<ApiResult<PartnerLaunch>> {
        return context.call(launchPartnerProduct, { params: { product }, query: { gameId } })
      },
      /** Where the visitor is (SPEC.md section 7), asked again only once the cached copy is old. */
      geoData,
      /**
       * Where Join leads: the brand's registration page, told the visitor's country once geo data
       * names it (docs/decisions/geo-data.md); without it when geo data fails.
       */
      async registrationLink(): Promise<ApiResult<SiteLink>> {
        const geo = await geoData()
        return {
          ok: true,
          data: registrationLink(
            context.settings.get().registration_url,
            geo.ok ? geo.data.countryCode : undefined,
          ),
        }
      },
      /** The seal token of the host the page is served on; undefined when it has none. */
      async gamingBoardSeal(host: string): Promise<ApiResult<string | undefined>> {
        if (!context.settings.get().gcb_seal_required) return { ok: true, data: undefined }
        const answer = await context.call(getGamingBoardSeal, { query: { host } })
        if (answer.ok) return { ok: true, data: answer.data.token }
        return answer.error.status === 404 ? { ok: true, data: undefined } : answer
      },
    },
  }
}
