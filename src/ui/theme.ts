// Colours and sizes shared by the views (SPEC.md section 9 breakpoints and bar heights).

import { type ThemeToken, themeProperty } from '../../domain/brand/theme.ts'
import { layout } from '../../domain/rules/constants.ts'

// Each colour is the brand's design token (domain/brand/theme.ts) with the built-in look as its
// fallback: styles are compiled once, and a brand switches them by setting custom properties.
const token = (name: ThemeToken, builtIn: string) => `var(${themeProperty(name)}, ${builtIn})`

export const colors = {
  page: token('page', '#0f1a14'),
  surface: token('surface', '#17261d'),
  raised: token('raised', '#203429'),
  line: token('line', '#2c4536'),
  text: token('text', '#e8f1ea'),
  muted: token('muted', '#9bb3a3'),
  accent: token('accent', '#f5c542'),
  accentText: token('accentText', '#1b1403'),
  up: token('up', '#3ccf6e'),
  // Light enough to read at 4.5:1 on every raised surface of the built-in and demo looks.
  down: token('down', '#ff7070'),
  danger: token('danger', '#ff6b6b'),
} as const satisfies Record<ThemeToken, string>

export const { desktopMinWidth, rightColumnWidth } = layout
/** The mobile tab bar's and the desktop footer's height. */
export const barHeight = layout.footerHeight
/** The page's sticky header: the bar's height and a little more for the logo. */
export const headerHeight = barHeight + 6

export const desktop = `@media (min-width: ${desktopMinWidth}px)`
export const mobile = `@media (max-width: ${desktopMinWidth - 1}px)`
