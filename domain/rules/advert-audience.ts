// Who sees an advert (SPEC.md section 4, Advert audience). The two "deposited" audiences read
// inverted against their names; the spec states them so, and operators have configured their
// adverts against that behaviour, so it is kept as stated.

export type AdvertAudience =
  | 'all'
  | 'logged_in'
  | 'logged_in_deposited'
  | 'logged_in_not_deposited'
  | 'logged_in_not_played'
  | 'imported_list'
  | 'just_registered'
  | 'logged_out'

export interface AdvertViewer {
  loggedIn: boolean
  nonDepositor?: boolean
  nonBettor?: boolean
  /** When the player first logged in, ISO 8601 or epoch milliseconds. */
  firstLoginTime?: string | number
}

const dayMs = 24 * 60 * 60 * 1000

/** An audience the product does not know shows nothing: an advert is opt-in. */
export function isAdvertShown(audience: string, viewer: AdvertViewer, nowMs: number): boolean {
  switch (audience) {
    case 'all':
    case 'imported_list':
      return true
    case 'just_registered':
      return false
    case 'logged_out':
      return !viewer.loggedIn
    case 'logged_in':
      return viewer.loggedIn
    case 'logged_in_deposited':
      return viewer.loggedIn && viewer.nonDepositor === true
    case 'logged_in_not_deposited':
      return viewer.loggedIn && viewer.nonDepositor !== true
    case 'logged_in_not_played':
      return viewer.loggedIn && (viewer.nonBettor === true || firstLoginWithinADay(viewer, nowMs))
    default:
      return false
  }
}

function firstLoginWithinADay(viewer: AdvertViewer, nowMs: number): boolean {
  if (viewer.firstLoginTime === undefined) return false
  const firstLogin = new Date(viewer.firstLoginTime).getTime()
  return Number.isFinite(firstLogin) && nowMs - firstLogin <= dayMs
}
