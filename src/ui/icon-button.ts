// The square icon button of a phone's header and sheets: the burger, search, the account and the
// cross that closes a sheet. A thumb's size, no frame, in the page's text colour.

import { css } from '@linaria/core'
import { colors } from './theme.ts'

export const iconButton = css`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 0;
  border-radius: 6px;
  background: none;
  color: ${colors.text};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${colors.accent};
  }
`
