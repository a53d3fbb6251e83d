import { useSyncExternalStore } from 'react'
import { desktopMinWidth } from './theme.ts'

const query = `(min-width: ${desktopMinWidth}px)`

// One list for the page, made on first use: `matchMedia` parses its query and builds a new list
// on every call, and the snapshot is read on every render of every component that asks.
let media: MediaQueryList | undefined
const desktopMedia = () => {
  media ??= window.matchMedia(query)
  return media
}

/** Whether the window is desktop-wide (SPEC.md section 9: 1024 px), following resizes. */
export function useDesktop(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      desktopMedia().addEventListener('change', onChange)
      return () => desktopMedia().removeEventListener('change', onChange)
    },
    () => desktopMedia().matches,
  )
}
