// The refusals many operations share, spread into their route-table entries' errors
// (operation.ts), so that a player's call lists the same codes wherever it is made.

/** A path, query or body that its schemas do not read. */
export const invalidRequest = ['invalid-request'] as const

/** A player's call: no valid token (401), a locked account (403). */
export const sessionRefusals = {
  400: invalidRequest,
  401: ['unauthorized'],
  403: ['account-locked'],
} as const

/** A player's call on a path that names an account: another player's is forbidden (403). */
export const ownAccountRefusals = {
  ...sessionRefusals,
  403: ['account-locked', 'forbidden'],
} as const
