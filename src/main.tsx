// The UI thread's entry: starts the engine worker and renders. Nothing here does I/O.

import { settingsChannelFor } from '../domain/rules/settings-channel.ts'
import { pageChoices } from './app/kept-choices.ts'
import { isNativeApp } from './app/native-app.ts'
import { pageLanguage } from './app/page-language.ts'
import { pageBrand } from './brand/page-brand.ts'
import { startEngine } from './engine/engine-client.ts'
import { loadDictionary, loadEnglish, loadNames } from './i18n/dictionaries.ts'
// Read in this first task, before the start awaits: a move the page makes meanwhile drops the query.
import './i18n/page-mode.ts'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')
// What the engine is told of the page, and its language, read from the first frame on: English
// and the language's translation and catalogue names load beside the engine (src/i18n/dictionaries.ts). The choices
// an earlier visit kept come written in <html> (src/app/kept-choices.ts): no storage is read, a
// synchronous call to the browser that a busy phone answers late. The Worker's start is another
// wait of its own, so it comes in the next task.
const language = pageLanguage(location, pageChoices)
const page = {
  brand: pageBrand(location, pageChoices),
  nativeApp: isNativeApp(),
  channel: settingsChannelFor(innerWidth),
  ...(language ? { language } : {}),
}
await nextTask()
const locale = language ?? 'en'
const started = Promise.all([
  startEngine(page),
  loadEnglish(),
  loadDictionary(locale),
  loadNames(locale),
])
// The page's code evaluates in tasks a phone's main thread can take without a long one, each
// module already fetched (index.html preloads them): React DOM, then the app's root and the rest
// of the first screen. The statecharts come after it (src/app/LateCharts.tsx).
await import('react-dom/client')
const { renderApp } = await import('./app/render-app.tsx')
const [client] = await started
renderApp(root, client, locale)

/** Lets the browser run what waits (input, paint) before the next part of the start. */
function nextTask(): Promise<void> {
  return 'scheduler' in globalThis
    ? scheduler.yield()
    : new Promise((resolve) => setTimeout(resolve, 0))
}
