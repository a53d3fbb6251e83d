// When the Kiron virtuals link shows (SPEC.md sections 2 and 5): only on desktop, only when the
// show_kiron_virtuals setting is one of its two enable options, and never for a USDT account,
// which Kiron cannot settle in.

export interface KironContext {
  show_kiron_virtuals: string
  currency: string
  desktop: boolean
}

export function isKironLinkVisible(context: KironContext): boolean {
  return context.desktop && kironOffer(context) !== 'none'
}

/**
 * How Kiron's page opens whatever the device (the /sports/kiron page itself): in the page, in a
 * tab of its own, or not at all (not enabled, or a USDT account).
 */
export function kironOffer(context: Omit<KironContext, 'desktop'>): 'none' | 'in-page' | 'new-tab' {
  if (context.currency.toLowerCase() === 'usdt') return 'none'
  if (context.show_kiron_virtuals === 'enabled') return 'in-page'
  if (context.show_kiron_virtuals === 'enabled_new_tab') return 'new-tab'
  return 'none'
}
