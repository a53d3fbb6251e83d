// The page's toasts, one store (toast-store.ts) that every view shows a toast through, given by
// context. Apart from their host (Toaster.tsx), which is loaded late: a view raises a toast at any
// moment, the first screen shows none.

import { createContext, useContext } from 'react'
import { createToastStore, type ToastStore } from './toast-store.ts'

export const ToastContext = createContext<ToastStore>(createToastStore())

export const useToasts = () => useContext(ToastContext)
