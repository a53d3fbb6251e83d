// wouter imports useSyncExternalStore through the use-sync-external-store shim, which exists for
// React before 18; React 19 has the hook itself. vite.config.ts points the shim here, so the code
// every page runs at start does not carry a second implementation of a hook React already has.

export { useSyncExternalStore } from 'react'
