// Toasts of SPEC.md section 8: their keys, texts and how long they stay, and which toast a failed
// login or transport call shows. The UI renders a Toast as given; it decides nothing itself.

import type { ApiError } from '../api/result.ts'
import type { LoadStatus } from '../engine/catalogue.ts'

export const toastTexts = {
  'error-400': 'check your internet connection',
  'error-401': 'provided credential is invalid',
  'error-invalid-login-credentials': 'provided credential is invalid',
  'error-403': 'account is locked',
  'error-404': 'we are experiencing connectivity issues, please try again later',
  'error-408': 'we are experiencing difficulties at present',
  'error-440': 'we are experiencing difficulties at present',
  'error-500': 'we are experiencing difficulties at present',
  'error-501': 'we are experiencing difficulties at present',
  'error-502': 'we are experiencing difficulties at present',
  'error-503': 'we are experiencing difficulties at present',
  'error-504': 'we are experiencing difficulties at present',
  'error-no-events-found-for-this-eventpath': 'no events found for this eventpath',
  'event-is-finished': 'the event is finished',
  'something-went-wrong': 'Something went wrong',
  'notification-does-not-exist': 'Notification does not exist',
  'betslip-error': 'Betslip: Something went wrong',
  'betslip-market-selections': 'cannot book all selections on a market',
  'betslip-reserve-market': 'cannot book more than 1 selection on a reserve market',
  'cashback-success': 'Cashback received',
  'cashback-invalid-bonus-amount': 'invalid bonus amount',
  'cashback-bonus-values-changed': 'bonus values changed',
  'cashback-refresh-and-retry': 'Something went wrong, please refresh the page and try again',
  'first-deposit-bonus-received': 'First Deposit Bonus Received',
  'choice-saved': 'Your choice has been saved',
  'file-downloaded': 'File has been downloaded',
  /** §8: a settings fetch that failed without a message of its own. */
  'unexpected-error': 'Unexpected Error!',
  /** Issue 41: a ninth pin, refused so that none of the eight watched is dropped. */
  'pins-full': 'Up to 8 matches can be pinned: unpin one to pin this one',
} as const

export type ToastKey = keyof typeof toastTexts

export const toastDurationMs = 3_000
export const betslipErrorToastDurationMs = 10_000

export interface Toast {
  /** A toast with an id replaces the one already shown under that id instead of stacking. */
  id?: string
  key: ToastKey
  text: string
  tone: 'error' | 'success' | 'info'
  durationMs: number
  position: 'top-center' | 'bottom-center'
  /** Shown under the text, for support: the place-bet request's uuid. */
  reference?: string
}

export const toast = (key: ToastKey, tone: Toast['tone'] = 'error'): Toast => ({
  key,
  text: toastTexts[key],
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
  text: toastTexts['betslip-error'],
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
