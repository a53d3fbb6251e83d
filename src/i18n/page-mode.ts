// The address's mode (SPEC.md section 2), read as this module evaluates: main.tsx imports it
// statically, so it is read in the page's first task, before anything awaits. Read later (when
// I18nProvider first renders, after the engine has started) it could miss the query: a link
// followed, or history.pushState, before the app renders drops it, and ?mode=pseudo was lost.

/** translations shows missing keys as keys; pseudo shows the pseudo-locale (pseudo.ts). */
export const openedMode: string | null =
  typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('mode')
