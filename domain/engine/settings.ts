// The settings area's view: the brand's settings (domain/player/settings.ts) and whether they
// came from the server yet, so a screen that depends on the brand (its login method, its look)
// waits for them instead of showing the defaults' brand first.

import type { Settings } from '../player/settings.ts'

export interface SettingsView {
  status: 'loading' | 'loaded' | 'failed'
  settings: Settings
  /** The page's locale: what its address or its host asked for, English until one does. */
  language: string
}
