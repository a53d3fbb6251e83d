// The toasts' English, by key (SPEC.md section 8): the catalogue's toast messages (src/i18n/en/
// toasts.ts) and the server's betslip errors read it. Toasts are made elsewhere (toasts.ts) by key
// alone, so these words stay out of the code a page starts with: they come with the Toaster.

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
