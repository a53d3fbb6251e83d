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
  switch (Number(id)) {
    case navigationIds.favourites:
      return `/live/sport/${navigationIds.favourites}`
    case navigationIds.homepage:
      return '/'
    case navigationIds.jackpot:
      return '/jackpot'
    case navigationIds.multiview:
      return multiviewPath
    default:
      return undefined
  }
}
