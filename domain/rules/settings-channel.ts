// The settings channel a page asks for (SPEC.md section 7, cached_settings `c`): a desktop-wide
// window gets the brand's desktop settings (its own quick_bet_values among them). A file of its
// own so the page's entry reads it without the API schemas.

import type { SettingsChannel } from '../api/settings.ts'
import { layout } from './constants.ts'

/** The channel a window of this width asks for: the desktop layout's from 1024 px (section 9). */
export const settingsChannelFor = (width: number): SettingsChannel =>
  width >= layout.desktopMinWidth ? 'desktop' : 'mobile'
