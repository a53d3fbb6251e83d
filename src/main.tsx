// The UI thread's entry: starts the engine worker and renders. Nothing here does I/O.

import { css } from '@linaria/core'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App.tsx'
import { startEngine } from './engine/engine-client.ts'
import { colors } from './ui/theme.ts'

export const globalStyles = css`
  :global() {
    *,
    *::before,
    *::after {
      box-sizing: border-box;
    }
    html {
      color-scheme: dark;
    }
    body {
      margin: 0;
      background: ${colors.page};
      color: ${colors.text};
      font: 15px/1.4 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
    }
  }
`

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')
const client = await startEngine()
createRoot(root).render(
  <StrictMode>
    <App client={client} />
  </StrictMode>,
)
