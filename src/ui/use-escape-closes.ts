// Escape closes what is open over the page (the phone's menu, the phone's betslip sheet), as it
// closes the header's menus, and the focus goes back to the control that had it when that opened.
// A dialog over the page takes the Escape for itself (Modal).

import { useEffect, useEffectEvent } from 'react'

export function useEscapeCloses(open: boolean, close: () => void): void {
  const onEscape = useEffectEvent(close)
  useEffect(() => {
    if (!open) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || document.querySelector('[aria-modal="true"]')) return
      onEscape()
      opener?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])
}
