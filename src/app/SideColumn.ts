// A desktop side column (the sports menu on the left, the betslip or my bets on the right): it
// stays in view under the sticky header as the page scrolls, and scrolls on its own when taller.

import { styled } from '@linaria/react'

export const SideColumn = styled.aside`
  position: sticky;
  top: 72px;
  max-height: calc(100vh - 88px);
  overflow-y: auto;
`
