import { useSyncExternalStore } from 'react'
import { desktopMinWidth } from './theme.ts'

const query = `(min-width: ${desktopMinWidth}px)`

/** Whether the window is desktop-wide (SPEC.md section 9: 1024 px), following resizes. */
export function useDesktop(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia(query)
      media.addEventListener('change', onChange)
      return () => media.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
  )
}
