// The page's own styles: box sizing, the brand's page colours and the type. Kept out of main.tsx
// so that compiling them evaluates this module alone, not the start of the engine.

import { css } from '@linaria/core'
import { colors } from './theme.ts'

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
