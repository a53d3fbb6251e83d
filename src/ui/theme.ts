// Colours and sizes shared by the views (SPEC.md section 9 breakpoints and bar heights).

export const colors = {
  page: '#0f1a14',
  surface: '#17261d',
  raised: '#203429',
  line: '#2c4536',
  text: '#e8f1ea',
  muted: '#9bb3a3',
  accent: '#f5c542',
  accentText: '#1b1403',
  up: '#3ccf6e',
  down: '#ff5d5d',
  danger: '#ff6b6b',
} as const

export const desktopMinWidth = 1024
export const rightColumnWidth = 380
export const barHeight = 50

export const desktop = `@media (min-width: ${desktopMinWidth}px)`
export const mobile = `@media (max-width: ${desktopMinWidth - 1}px)`
