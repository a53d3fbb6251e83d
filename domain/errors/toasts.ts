// Toasts of SPEC.md section 8: how long they stay and where, and which toast a failed login or
// transport call shows. The UI renders a Toast as given, its key's message in the page's language
// (toast-texts.ts has the English); it decides nothing itself.

import type { ApiError } from '../api/result.ts'
import type { LoadStatus } from '../engine/catalogue.ts'
import type { ToastKey } from './toast-texts.ts'

export const toastDurationMs = 3_000
export const betslipErrorToastDurationMs = 10_000

export interface Toast {
  /** A toast with an id replaces the one already shown under that id instead of stacking. */
  id?: string
  key: ToastKey
  /** A toast's own words (a server's reason), shown as given; without them its key's message. */
  text?: string
  tone: 'error' | 'success' | 'info'
  durationMs: number
  position: 'top-center' | 'bottom-center'
  /** Shown under the text, for support: the place-bet request's uuid. */
  reference?: string
}

export const toast = (key: ToastKey, tone: Toast['tone'] = 'error'): Toast => ({
  key,
  tone,
  durationMs: toastDurationMs,
  position: 'top-center',
})

const loginStatusesWithOwnToast = new Set([400, 401, 403, 404, 501])

/**
 * §8 Login and transport: 400, 401, 403, 404, 501 have their own toast, any other status error-500.
 * A 429 that says how long to wait has none: the form says until when (login-problem.ts).
 */
export const loginErrorToast = (
  error: Pick<ApiError, 'status' | 'retryAfterSeconds'>,
): Toast | undefined => {
  if (error.status === 429 && error.retryAfterSeconds) return undefined
  if (error.status === 0) return toast('something-went-wrong')
  if (loginStatusesWithOwnToast.has(error.status)) return toast(`error-${error.status}` as ToastKey)
  return toast('error-500')
}

/** §8: a place-bet 500 shows a red toast with the request's uuid, 10 s, bottom-centre. */
export const betslipErrorToast = (reference: string): Toast => ({
  id: 'betslip-error',
  key: 'betslip-error',
  tone: 'error',
  durationMs: betslipErrorToastDurationMs,
  position: 'bottom-center',
  reference,
})

/** §8: an event that could not be loaded, or one that is over (its heading says so too). */
export const eventPageToast = (page: {
  status: LoadStatus
  finished: boolean
}): Toast | undefined => {
  // One id: the page's toast replaces the last one instead of stacking on each reload.
  if (page.status === 'failed' || page.status === 'not-found')
    return { ...toast('error-no-events-found-for-this-eventpath'), id: 'event-page' }
  if (page.finished) return { ...toast('event-is-finished', 'info'), id: 'event-page' }
  return undefined
}

/** §8: a settings fetch that failed shows its message, or 'Unexpected Error!' without one. */
export const settingsErrorToast = (message: string): Toast => ({
  ...toast('unexpected-error'),
  id: 'settings-error',
  ...(message ? { text: message } : {}),
})

/** §8: a session response without jwe_token fails the login as a server error would. */
export const missingSessionTokenError: ApiError = {
  status: 500,
  message: 'The session response carries no jwe_token',
}
