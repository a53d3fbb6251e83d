// The UI thread's entry: starts the engine worker and renders. Nothing here does I/O.

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
const started = Promise.all([startEngine(language), loadDictionary(locale)])
// React, then the app, each evaluated in a task of its own (index.html preloads both).
await import('react-dom/client')
const { renderApp } = await import('./app/render-app.tsx')
const [client] = await started
renderApp(root, client, locale)
