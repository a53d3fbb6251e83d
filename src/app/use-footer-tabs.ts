// The footer's tabs for this page (domain/rules/footer-tabs.ts): the phone's tab bar, and on
// desktop the two that switch the right column.

import { type FooterTab, footerTabs } from '../../domain/rules/footer-tabs.ts'
import { useView } from '../engine/use-engine.ts'
import { isNativeApp } from './native-app.ts'

export function useFooterTabs(desktop: boolean): FooterTab[] {
  // Joined, so the selector answers a string that keeps its identity while the tabs stay.
  const tabs = useView('settings', (view) =>
    footerTabs({
      desktop,
      nativeApp: isNativeApp(),
      display_promotions_link: view?.settings.display_promotions_link ?? false,
      root_page_configuration: view?.settings.root_page_configuration ?? '',
    }).join(' '),
  )
  return tabs.split(' ') as FooterTab[]
}
