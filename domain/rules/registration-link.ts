// Where Join leads (SPEC.md section 2, the header; section 7, GET /api/v2/geo_data): the brand's
// registration page, told the visitor's country so that its form opens on it
// (docs/decisions/geo-data.md). A country the brand's URL names already is the brand's to keep.

import { type SiteLink, siteLink } from './site-link.ts'

const countryParam = 'country'

export function registrationLink(configured: string, countryCode: string | undefined): SiteLink {
  const link = siteLink(configured, '/')
  if (!countryCode) return link
  return link.kind === 'app'
    ? { kind: 'app', path: withParam(link.path, countryParam, countryCode) }
    : { kind: 'site', url: withParam(link.url, countryParam, countryCode) }
}

/** The address with name=value added to its query, before any fragment, unless it names it. */
function withParam(address: string, name: string, value: string): string {
  const hashAt = address.indexOf('#')
  const beforeHash = hashAt < 0 ? address : address.slice(0, hashAt)
  const fragment = hashAt < 0 ? '' : address.slice(hashAt)
  const queryAt = beforeHash.indexOf('?')
  const query = queryAt < 0 ? '' : beforeHash.slice(queryAt + 1)
  if (query.split('&').some((pair) => pair.split('=')[0] === name)) return address
  const separator = queryAt < 0 ? '?' : query === '' || query.endsWith('&') ? '' : '&'
  return `${beforeHash}${separator}${name}=${encodeURIComponent(value)}${fragment}`
}
