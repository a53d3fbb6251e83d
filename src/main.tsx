// The UI thread's entry: starts the engine worker and renders. Nothing here does I/O.

import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App.tsx'
import { pageLanguage } from './app/page-language.ts'
import { pageStorage } from './brand/page-brand.ts'
import { startEngine } from './engine/engine-client.ts'
import { loadDictionary } from './i18n/dictionaries.ts'
import './ui/global-styles.ts'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')
// The address's language is read from the first frame on: its translation loads beside the engine.
const language = pageLanguage(location, pageStorage(window))
const locale = language ?? 'en'
const [client] = await Promise.all([startEngine(language), loadDictionary(locale)])
// The first render as a transition: React builds the page in slices of a few milliseconds,
// yielding between them, instead of holding a phone's main thread for the whole first screen.
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <App client={client} locale={locale} />
    </StrictMode>,
  ),
)
