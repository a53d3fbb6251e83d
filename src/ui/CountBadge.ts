// A count beside a tab or button: the slip's selections, the open bets.

import { styled } from '@linaria/react'
import { colors } from './theme.ts'

export const CountBadge = styled.span`
  min-width: 20px;
  padding: 1px 6px;
  border-radius: 10px;
  background: ${colors.accent};
  color: ${colors.accentText};
  font-size: 12px;
  text-align: center;
`
