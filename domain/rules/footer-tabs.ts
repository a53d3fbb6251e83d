// The footer tab bar (SPEC.md section 2, Shell and layout). The mobile bar lists Menu, Live,
// Pre-events (calendar), Betslip, My Bets and Promos, each shown by its own rule; the desktop
// footer has only Betslip and My Bets. Promos is hidden on desktop by that alone.
//
// The spec lists Kiron in the mobile bar, says Kiron "shows only on desktop", and gives the
// desktop footer only Betslip and My Bets. Read together, Kiron never shows in a footer: its link
// lives in the desktop menu, under the rule of kiron-link.ts.

export type FooterTab = 'menu' | 'live' | 'calendar' | 'betslip' | 'myBets' | 'promos'

export interface FooterContext {
  desktop: boolean
  nativeApp: boolean
  /** The display_promotions_link setting. */
  display_promotions_link: boolean
  /** The root_page_configuration setting; empty when no root page is set. */
  root_page_configuration: string
}

const mobileOrder: readonly FooterTab[] = [
  'menu',
  'live',
  'calendar',
  'betslip',
  'myBets',
  'promos',
]

export const prematchRootPage = 'Prematch page'

export function footerTabs(context: FooterContext): FooterTab[] {
  if (context.desktop) return ['betslip', 'myBets']
  const order: readonly FooterTab[] =
    context.root_page_configuration === prematchRootPage
      ? ['calendar', 'live', ...mobileOrder.filter((tab) => tab !== 'calendar' && tab !== 'live')]
      : mobileOrder
  return order.filter((tab) => isShown(tab, context))
}

function isShown(tab: FooterTab, context: FooterContext): boolean {
  switch (tab) {
    case 'menu':
      return context.root_page_configuration === ''
    case 'promos':
      return context.display_promotions_link && !context.nativeApp
    default:
      return true
  }
}
