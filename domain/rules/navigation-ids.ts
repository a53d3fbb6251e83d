// The special navigation ids of SPEC.md section 2: a host's deep link (opt.sportsbook.deeplink,
// category navigation-node) or an address may name these pages by number.

export const navigationIds = {
  favourites: 10000,
  homepage: 10001,
  jackpot: 10002,
  /** The multi-view of the pinned matches (issue 41). */
  multiview: 10003,
} as const

/** The multi-view's own address (issue 41). */
export const multiviewPath = '/multiview'

/** The page a special navigation id stands for; undefined for any other id (a sport, a league). */
export function specialNavigationPath(id: string | number): string | undefined {
  // Written in digits only: '1e4' or '0x2710' is a sport's or a league's id, not 10000.
  switch (String(id)) {
    case String(navigationIds.favourites):
      return `/live/sport/${navigationIds.favourites}`
    case String(navigationIds.homepage):
      return '/'
    case String(navigationIds.jackpot):
      return '/jackpot'
    case String(navigationIds.multiview):
      return multiviewPath
    default:
      return undefined
  }
}
