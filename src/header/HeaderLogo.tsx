// The brand's logo in the header, drawn by the image resizer when it is the site's own (SPEC.md
// section 7): as an SVG <img> it was a document the page's main thread built when it arrived,
// 20-50 ms traced at 4x in the live list's first second. Twice the width for screens of two pixels
// a point.

import type { BrandLogo } from '../../domain/player/site-settings.ts'
import { markImageQuality, siteImageUrl } from '../../domain/rules/constants.ts'

export function HeaderLogo({ logo }: { logo: BrandLogo }) {
  const { logo_url, width, height } = logo
  return (
    <img
      src={siteImageUrl(logo_url, width, markImageQuality)}
      srcSet={`${siteImageUrl(logo_url, width * 2, markImageQuality)} 2x`}
      width={width}
      height={height}
      alt=""
    />
  )
}
