// Whether a host page logs the bettor in. In a host's frame Log in is the host's to answer
// (ext.sportsbook.logon, then opt.sportsbook.token): the sportsbook's own form would ask for
// credentials the bettor does not have here, unless the brand forces its own (force_dsb_login).
// Set by the bridge (Embedded.tsx) while it speaks to a host; read by the login modal, which then
// shows nothing.

import { useSyncExternalStore } from 'react'

let hostLogsIn = false
const listeners = new Set<() => void>()

export function setHostLogsIn(value: boolean): void {
  if (value === hostLogsIn) return
  hostLogsIn = value
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export const useHostLogsIn = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => hostLogsIn,
    () => false,
  )
