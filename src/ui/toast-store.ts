// The toasts on screen. A toast with an id replaces the one shown under that id; each leaves
// after its own duration (SPEC.md section 8: 3 s, the betslip error 10 s).

import type { Toast } from '../../domain/errors/toasts.ts'

export interface ShownToast extends Toast {
  shownId: number
}

export interface ToastStore {
  show(toast: Toast): void
  dismiss(shownId: number): void
  list(): readonly ShownToast[]
  subscribe(onChange: () => void): () => void
}

export function createToastStore(): ToastStore {
  let toasts: readonly ShownToast[] = []
  let nextId = 1
  const listeners = new Set<() => void>()
  const timers = new Map<number, ReturnType<typeof setTimeout>>()
  const changed = () => {
    for (const listener of listeners) listener()
  }
  const dismiss = (shownId: number) => {
    clearTimeout(timers.get(shownId))
    timers.delete(shownId)
    toasts = toasts.filter((toast) => toast.shownId !== shownId)
    changed()
  }
  return {
    show(toast) {
      const replaced =
        toast.id === undefined ? undefined : toasts.find((shown) => shown.id === toast.id)
      if (replaced) dismiss(replaced.shownId)
      const shown = { ...toast, shownId: nextId++ }
      toasts = [...toasts, shown]
      timers.set(
        shown.shownId,
        setTimeout(() => dismiss(shown.shownId), toast.durationMs),
      )
      changed()
    },
    dismiss,
    list: () => toasts,
    subscribe(onChange) {
      listeners.add(onChange)
      return () => listeners.delete(onChange)
    },
  }
}
