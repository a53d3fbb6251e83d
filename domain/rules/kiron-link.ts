// When the Kiron virtuals link shows (SPEC.md sections 2 and 5): only on desktop, only when the
// show_kiron_virtuals setting is one of its two enable options, and never for a USDT account,
// which Kiron cannot settle in.

/** The setting's two enable options: the link opens Kiron in the page, or in a new tab. */
export const kironEnableOptions = ['enabled', 'enabled_new_tab'] as const

export interface KironContext {
  show_kiron_virtuals: string
  currency: string
  desktop: boolean
}

export function isKironLinkVisible(context: KironContext): boolean {
  return (
    context.desktop &&
    (kironEnableOptions as readonly string[]).includes(context.show_kiron_virtuals) &&
    context.currency.toLowerCase() !== 'usdt'
  )
}
