// Where a link the brand configures leads (SPEC.md section 2: the logo's home URL, Promos'
// promotions URL, Join): a page of the app, or a page of the operator's own site. The settings
// read such a URL as an asset URL (a path, or https), so a script never reaches a link.

export type SiteLink =
  | { kind: 'app'; path: string }
  /** An https page of the operator's: left for, in the same tab. */
  | { kind: 'site'; url: string }

/** A configured URL, or the app's own page when none is configured (an empty setting). */
export function siteLink(configured: string, fallbackPath: string): SiteLink {
  if (configured === '') return { kind: 'app', path: fallbackPath }
  return configured.startsWith('/')
    ? { kind: 'app', path: configured }
    : { kind: 'site', url: configured }
}

/** The app's own promotions page (SPEC.md section 2), which promotions_url may replace. */
export const promotionsPath = '/promotions'
