// The site-furniture entities of SPEC.md section 3 (Advert, Other): what the settings, adverts,
// navigation and partner endpoints return, with the spec's field names.

import type { AdvertResponse } from '../api/site.ts'
import type { PageLayouts } from '../player/settings.ts'
import type { AdvertAudience } from '../rules/advert-audience.ts'

/** GET /api/adverts/{adId}. */
export interface Advert {
  audience: AdvertAudience
  width_in_pixels: number
  height_in_pixels: number
  attachment_path: string
  description: string
  name: string
  link: string
  link_name: string
  popup: boolean
  popup_allow_resize: boolean
  popup_allow_scrollbars: boolean
  popup_height: number
  popup_width: number
  show_description: boolean
}

export interface BrandingLogo {
  logo_url: string
  width: number
  height: number
}

export interface Branding {
  logo: BrandingLogo
  favicon_url: string
}

/** The external header loaded when clem_external_header_enabled is on. */
export interface ExternalHeaderResponse {
  css: string
  js: string
  html: string
}

/** GET /api/gcb_seals. */
export interface GamingBoardSealResponse {
  token: string
}

export interface FavouriteEvents {
  items: Array<{ id: string }>
}

export interface NavigationItem {
  id: number
  label: string
  href: string
}

/** GET /xapi/rest/currencies. */
export interface CurrencyListEntry {
  code: string
  name: string
  precision: number
}

/** An advert a page shows, with the id it was asked for by. */
export interface ShownAdvert extends AdvertResponse {
  adId: string
}

/**
 * The advert ids a section of page_layouts lists ({ type: 'advert', advert_id }), in its order:
 * right_column beside the betslip on desktop, promotions on the promotions page.
 */
export function advertIdsOf(layouts: PageLayouts, section: string): string[] {
  return (layouts[section] ?? []).flatMap((item) =>
    item.type === 'advert' && typeof item.advert_id === 'string' && item.advert_id !== ''
      ? [item.advert_id]
      : [],
  )
}
