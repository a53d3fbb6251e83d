// Where Promos leads for this brand: its promotions_url, or the app's own page.

import { promotionsPath, type SiteLink, siteLink } from '../../domain/rules/site-link.ts'
import { useView } from '../engine/use-engine.ts'

export const usePromotionsLink = (): SiteLink =>
  siteLink(useView('settings', (view) => view?.settings.promotions_url) ?? '', promotionsPath)
