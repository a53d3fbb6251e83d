// The page's React root: evaluated in a task of its own after React's, so that neither task holds
// a phone's main thread for long (main.tsx).

import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import type { EngineClient } from '../engine/engine-client.ts'
// Its rules go in the app's style sheet, which index.html links: one request at start, not two.
import '../ui/global-styles.ts'
import { App } from './App.tsx'

export function renderApp(root: HTMLElement, client: EngineClient, locale: string): void {
  // The first render as a transition: React builds the page in slices of a few milliseconds,
  // yielding between them, instead of holding a phone's main thread for the whole first screen.
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App client={client} locale={locale} />
      </StrictMode>,
    ),
  )
}
