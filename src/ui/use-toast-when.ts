// Shows a toast a view's state calls for (an event that failed to load, settings that did not
// come): once as the state comes to call for it, not again on each render while it still does.

import { useEffect } from 'react'
import type { Toast } from '../../domain/errors/toasts.ts'
import { useToasts } from './toasts.ts'

export function useToastWhen(toast: Toast | undefined): void {
  const toasts = useToasts()
  const key = toast?.key
  const text = toast?.text
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new object each render is the same toast while its key and text are
  useEffect(() => {
    if (toast) toasts.show(toast)
  }, [toasts, key, text])
}
