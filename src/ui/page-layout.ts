// The pieces a simple page is built of (the promotions and partner pages): the page with its
// title and a load that failed.

import { styled } from '@linaria/react'
import { colors } from './theme.ts'

export const PageSection = styled.section`
  display: grid;
  gap: 12px;
  padding: 12px;
  h1 {
    margin: 0;
    font-size: 20px;
  }
  a {
    color: ${colors.accent};
  }
`

export const LoadProblem = styled.p`
  color: ${colors.danger};
`
