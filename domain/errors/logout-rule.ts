// When a call's answer logs the player out (SPEC.md section 8, Login and transport; section 4,
// Logout). The engine asks this after every call; the logout machine carries the reason.

export type LogoutReason = 'unauthorized' | 'jwe_token_expired'

// The avaya tokens call answers 401 for reasons that have nothing to do with the session.
const exemptFromLogout = 'avaya_tokens'

/** §8: any 401 or 403 on an /api/ or /xapi/ path (no origin), except avaya_tokens, while logged in. */
export const logoutReasonForResponse = (call: {
  path: string
  status: number
  loggedIn: boolean
}): LogoutReason | undefined => {
  if (!call.loggedIn || (call.status !== 401 && call.status !== 403)) return undefined
  const pathname = call.path.split('?')[0] ?? ''
  if (!/^\/(api|xapi)\//.test(pathname) || pathname.includes(exemptFromLogout)) return undefined
  return 'unauthorized'
}
