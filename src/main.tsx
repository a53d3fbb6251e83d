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
// The page's code evaluates in tasks a phone's main thread can take without a long one, each
// module already fetched (index.html preloads them): React DOM; the login statechart, with React,
// the English catalogue and xstate before it (its machines are the largest work at import); then
// the app's root and the rest of the app.
await import('react-dom/client')
await import('./login/login-context.tsx')
const { renderApp } = await import('./app/render-app.tsx')
const [client] = await started
renderApp(root, client, locale)
