// The device-orientation notice (SPEC.md section 2, Shell): a phone turned on its side has too
// little height for the slip and the tab bar, so it is asked to turn upright. Pure CSS (a touch
// screen, landscape, short): no listener runs, and a desktop window never sees it.

import { styled } from '@linaria/react'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { Icon } from '../ui/Icon.tsx'
import { colors } from '../ui/theme.ts'

export function OrientationNotice() {
  const { t } = useI18n()
  return (
    <Notice role="note" data-testid="orientation-notice">
      <Icon name="phone" size={40} />
      <p>{t('shell.turnUpright')}</p>
    </Notice>
  )
}

const Notice = styled.div`
  display: none;
  @media (orientation: landscape) and (max-height: 500px) and (pointer: coarse) {
    position: fixed;
    inset: 0;
    z-index: 40;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 12px;
    background: ${colors.page};
    color: ${colors.text};
    font-size: 18px;
    font-weight: 700;
  }
`
