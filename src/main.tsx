// The UI thread's entry: starts the engine worker and renders. Nothing here does I/O.

import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App.tsx'
import { startEngine } from './engine/engine-client.ts'
import './ui/global-styles.ts'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')
const client = await startEngine()
createRoot(root).render(
  <StrictMode>
    <App client={client} />
  </StrictMode>,
)
