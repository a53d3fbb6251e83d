// The brand's images as the page draws them, at the addresses of the image resizer (SPEC.md
// section 7): the header's logo, at twice its width for screens of two pixels a point, and the
// tab's icon. One place, for the page that draws them and the server that names them in the
// page's head before its code has run (server/http/client-files.ts): an address written twice
// would be fetched twice.

import type { BrandLogo } from '../player/site-settings.ts'
import { markImageQuality, siteImageUrl } from '../rules/constants.ts'

/** A tab's icon at twice the 32 px it is drawn at on the densest screens. */
const faviconPixels = 64

/** The tab's icon. */
export const faviconHref = (faviconUrl: string): string =>
  siteImageUrl(faviconUrl, faviconPixels, markImageQuality)

/** The header logo's image and its form for screens of two pixels a point. */
export function logoSources({ logo_url, width }: BrandLogo): { src: string; srcSet: string } {
  return {
    src: siteImageUrl(logo_url, width, markImageQuality),
    srcSet: `${siteImageUrl(logo_url, width * 2, markImageQuality)} 2x`,
  }
}
