// My bets in the desktop's right column, where the betslip stands when my bets is closed; kept
// mounted but out of sight while a cash-out started in it is still under way.

import { styled } from '@linaria/react'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { colors } from '../ui/theme.ts'
import { MyBets } from './MyBets.tsx'

export default function MyBetsColumn({ hidden }: { hidden: boolean }) {
  const { t } = useI18n()
  return (
    <Column aria-label={t('myBets.title')} hidden={hidden} data-testid="my-bets-column">
      <MyBets />
    </Column>
  )
}

const Column = styled.section`
  padding: 4px 16px 16px;
  background: ${colors.surface};
  border-radius: 8px;
  h2 {
    font-size: 16px;
  }
  &[hidden] {
    display: none;
  }
`
