// The toasts' messages (src/ui/Toaster.tsx). Not the first screen's: a toast is shown by the
// Toaster, a chunk loaded after it, which waits for the later screens' messages (parts.ts).

import { type ToastKey, toastTexts } from '../../../domain/errors/toast-texts.ts'

// The toasts' English is the spec's (domain/errors/toast-texts.ts); the catalogue names each by
// its key.
const texts = Object.fromEntries(
  Object.entries(toastTexts).map(([key, text]) => [`toasts.${key}`, text]),
) as { readonly [Key in ToastKey as `toasts.${Key}`]: (typeof toastTexts)[Key] }

export const toasts = {
  'toasts.reference': 'Reference {reference}',
  'toasts.dismiss': 'Dismiss',
  ...texts,
} as const
