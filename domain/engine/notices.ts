// What the engine tells the UI of its own accord, as events rather than view state: things that
// happen once and start a flow in the UI (a statechart), not things the UI shows as they stand.

import type { LogoutReason } from '../errors/logout-rule.ts'

export type EngineNotice =
  /**
   * The engine ended the session itself (SPEC.md section 8: a 401 or 403, an expiring token).
   * It has already stopped using the token; the UI runs the same logout as the Log out button.
   */
  | { type: 'session.ended'; reason: LogoutReason }
  /**
   * The site is under maintenance: an API call was redirected to the maintenance page
   * (SPEC.md section 2). The UI shows that page until a call goes through again.
   */
  | { type: 'maintenance' }
