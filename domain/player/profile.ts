// What the player APIs say about a player (SPEC.md section 3: Player profile, Player details),
// with the defaults the spec gives.

export interface PlayerProfile {
  email: string
  firstName: string
  lastName: string
  lastLoginDate?: string
  registerDate?: string
  currency: string
  residence: { countryCode: string }
  selfExcluded: boolean
  accountStatus: string
  accountCode: string
}

export interface PlayerDetails {
  alsId: string
  username: string
  /** No default: a player who never chose keeps the brand's default_price_format. */
  priceFormat?: string
  holdWithdraw: boolean
  vipLevel: number
  enableStreamFullScreen: boolean
  accountNumber: string
  defaultStake?: number
  registrationDateTime?: string
  locale: string
  currency: string
  countryCode: string
  playerCreatedByAgent: boolean
  isRememberStake: boolean
  excludedFromPromotions: boolean
}

/**
 * Defaults of the fields the details call may leave out. Excluded from promotions unless the
 * call says otherwise: paying an extra winning to an excluded player cannot be taken back.
 */
export const playerDetailsDefaults = {
  vipLevel: 0,
  excludedFromPromotions: true,
  holdWithdraw: false,
  enableStreamFullScreen: false,
  playerCreatedByAgent: false,
  isRememberStake: false,
} as const satisfies Partial<PlayerDetails>
