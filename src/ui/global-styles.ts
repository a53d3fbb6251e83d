// The page's own styles: box sizing, the brand's page colours and the type. A module of their own,
// imported by the app's root (render-app.tsx), so that they are in the app's style sheet, which
// index.html links, and compiling them evaluates this module alone.

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
      /* Two weights only, 400 and 700. Each weight and size a screen uses is a font the browser
         sets up at its first layout (on Linux a call to the browser each): with 600 beside 700 the
         first screen's layout spent twice as long on its fonts (docs/engine.md). */
      font: 15px/1.4 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
    }
  }
`
