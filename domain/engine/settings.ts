// The settings area's view: the brand's settings (domain/player/settings.ts) and whether they
// came from the server yet, so a screen that depends on the brand (its login method, its look)
// waits for them instead of showing the defaults' brand first.

import type { Settings } from '../player/settings.ts'

export interface SettingsView {
  status: 'loading' | 'loaded' | 'failed'
  /**
   * Why the last fetch of the settings failed, until one succeeds (SPEC.md section 8: the screen
   * shows it): the server's message, or '' when no answer came to say why.
   */
  failure?: string
  settings: Settings
  /** The page's locale: what its address or its host asked for, English until one does. */
  language: string
}
