// The session area's view: who is logged in, and their balance.

export interface SessionView {
  status: 'anonymous' | 'logging-in' | 'logged-in'
  username?: string
  accountId?: string
  currency: string
  /** Minor units; undefined until the first balance arrives. */
  balance?: number
  /** The username kept by remember-me, to fill the login form with. */
  savedUsername?: string
}
