// /open_bets: My Bets as a page (SPEC.md section 2), the bettor's open and settled bets.

import { styled } from '@linaria/react'
import { MyBets } from './MyBets.tsx'

export default function MyBetsPage() {
  return (
    <Page data-testid="my-bets-page">
      <MyBets />
    </Page>
  )
}

const Page = styled.section`
  padding: 16px;
  max-width: 760px;
`
