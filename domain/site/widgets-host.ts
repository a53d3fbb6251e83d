// The parent site's hosts: its widgets host (external_widgets_subdomain) and the host of its
// content (external_widgets_subdomain_cms). The engine fetches the external header from them, so
// the page's policy must let the page connect there too (docs/decisions/section-3-settings.md).

import type { Settings } from '../player/settings.ts'

/** A widgets host as the settings may name one: a host name, with a port or not. */
const hostPattern = /^[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i

/** The widgets host's https origin; undefined when the setting names none (this server's own). */
export function widgetsOrigin(host: string): string | undefined {
  return hostPattern.test(host) ? `https://${host}` : undefined
}

type SiteHosts = Pick<Settings, 'external_widgets_subdomain' | 'external_widgets_subdomain_cms'>

/**
 * Where the external header is asked: the header is the parent site's content, so its content
 * host when the brand names one, else its widgets host; undefined for this server.
 */
export const externalHeaderOrigin = (settings: SiteHosts): string | undefined =>
  widgetsOrigin(settings.external_widgets_subdomain_cms) ??
  widgetsOrigin(settings.external_widgets_subdomain)

/** Every host of the parent site the page may connect to. */
export const siteOrigins = (settings: SiteHosts): string[] =>
  [settings.external_widgets_subdomain, settings.external_widgets_subdomain_cms]
    .map(widgetsOrigin)
    .filter((origin) => origin !== undefined)
