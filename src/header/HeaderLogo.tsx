// The brand's logo in the header, drawn by the image resizer when it is the site's own (SPEC.md
// section 7): as an SVG <img> it was a document the page's main thread built when it arrived,
// 20-50 ms traced at 4x in the live list's first second. Twice the width for screens of two pixels
// a point.

import { logoSources } from '../../domain/brand/brand-images.ts'
import type { BrandLogo } from '../../domain/player/site-settings.ts'

export function HeaderLogo({ logo }: { logo: BrandLogo }) {
  const { src, srcSet } = logoSources(logo)
  return <img src={src} srcSet={srcSet} width={logo.width} height={logo.height} alt="" />
}
