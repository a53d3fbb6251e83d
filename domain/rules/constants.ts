// Business constants of SPEC.md sections 2, 7 and 9 that belong to no single rule. Each value is
// named for what it limits; the ones a rule owns live beside that rule instead (quick stakes in
// money/, toast durations in errors/, OTP timings in validation/, settings defaults in player/).

/** Seconds in a minute, an hour, and the eight hours of a session. */
export const timeSeconds = { minute: 60, hour: 3600, eightHours: 28_800 } as const

/** Special navigation ids (section 2). */
export const navigationIds = { favourites: 10_000, homepage: 10_001, jackpotBet: 10_002 } as const

export const paging = {
  settledBetsPerCall: 50,
  eventsPerPage: 20,
  topBoostedEvents: 10,
  liveOverviewMarkets: 0,
  prematchOverviewPerPage: 50,
} as const

export const timeoutsMs = {
  metrics: 3000,
  logoutLock: 1000,
  pageHeightReportThrottle: 1000,
  persistence: 5000,
} as const

/** The account info call is cached for 15 time units (section 7; the unit is not shown). */
export const accountInfoCacheUnits = 15

/**
 * Geo data is cached with a timeout (section 9; the value is not shown): ten minutes, in which a
 * visitor seldom changes country, both by the server's max-age and the engine's own copy.
 */
export const geoDataCacheSeconds = 600

export const persistedStateVersion = 1

export const layout = {
  desktopMinWidth: 1024,
  wideMinWidth: 1366,
  rightColumnWidth: 380,
  footerHeight: 50,
  tabBarHeight: 50,
  /** The language dropdown switches layout when there are this many languages or fewer. */
  compactLanguageDropdownMax: 7,
} as const

export type ViewType = 'asian' | 'euro' | 'thai'
export const viewTypes: readonly ViewType[] = ['asian', 'euro', 'thai']

/** Sports with live streaming: the virtual and esports products that stream every event. */
export const liveStreamingSportCodes: readonly string[] = [
  'VICR',
  'EBSK',
  'EFOT',
  'CSGO',
  'LOLS',
  'DOTA',
  'VKBD',
  'ECRI',
]

/** The resizing proxy's quality when the URL names none (section 7). */
export const defaultImageQuality = 75

/** The quality asked for a logo or an icon: flat colours and sharp edges, which 75 smudges. */
export const markImageQuality = 90

/** The widest picture the resizing proxy draws, and the widest `w` it takes. */
export const maxImageWidth = 2048

/**
 * The widths the resizing proxy draws: a width asked is drawn at the first of these at least as
 * wide, and a quality at the nearest step of five. A sweep of widths or qualities then costs a
 * few dozen pictures a file, not thousands. The client writes the widths it lays out, not these:
 * each brand's are the same for every bettor, so caches share them as they are, and the ladder
 * stays out of the code the page starts with (issue 42's 100 KB).
 */
export const imageWidths = [
  16,
  24,
  32,
  48,
  64,
  96,
  128,
  160,
  192,
  256,
  320,
  384,
  512,
  640,
  768,
  1024,
  1280,
  1536,
  1920,
  maxImageWidth,
] as const

/** The width an image asked at `width` CSS pixels is drawn at: the next of imageWidths. */
export function drawnImageWidth(width: number): number {
  return imageWidths.find((drawn) => drawn >= width) ?? maxImageWidth
}

/** The quality an image asked at `quality` is drawn at: the nearest step of five, at least 5. */
export function drawnImageQuality(quality: number): number {
  return Math.max(5, Math.round(quality / 5) * 5)
}

/** An image through the resizing proxy: /m{src}?w={width}&q={quality} (section 7). */
export function imageUrl(src: string, width: number, quality = defaultImageQuality): string {
  return `/m${src}?w=${Math.round(width)}&q=${quality}`
}

/**
 * A site's own image (a path) through the resizing proxy, another site's (an https URL) as it is.
 * Drawn by the proxy, an SVG comes as a picture, which the browser decodes off the page's main
 * thread; as an <img> it would be a document of its own, built, styled and laid out on it.
 */
export function siteImageUrl(src: string, width: number, quality = defaultImageQuality): string {
  return src.startsWith('/') ? imageUrl(src, width, quality) : src
}
