// The parent site's widgets host (external_widgets_subdomain): the engine fetches the external
// header from it, so the page's policy must let the page connect there too.

/** A widgets host as the settings may name one: a host name, with a port or not. */
const hostPattern = /^[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i

/** The widgets host's https origin; undefined when the setting names none (this server's own). */
export function widgetsOrigin(host: string): string | undefined {
  return hostPattern.test(host) ? `https://${host}` : undefined
}
