// My bets as a dialog over the page under 1024 px (on desktop it stands in the right column,
// MyBetsColumn.tsx), opened from the header or the tab bar; kept mounted but out of sight while a
// cash-out started in it is still under way.

import { styled } from '@linaria/react'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { CloseControl } from '../ui/CloseControl.tsx'
import { Modal } from '../ui/Modal.tsx'
import { MyBets } from './MyBets.tsx'
import { useMyBetsModal } from './my-bets-modal.ts'

export default function MyBetsModal({ hidden }: { hidden: boolean }) {
  const modal = useMyBetsModal()
  const { t } = useI18n()
  const close = () => modal.send({ type: 'myBets.close' })
  return (
    <Frame hidden={hidden} data-testid="my-bets-modal">
      <Modal label={t('myBets.title')} onClose={close}>
        <CloseCorner>
          <CloseControl label={t('myBets.close')} onClose={close} />
        </CloseCorner>
        <MyBets />
      </Modal>
    </Frame>
  )
}

// Over the title's line, so the title keeps its place whether logged in or not.
const CloseCorner = styled.div`
  float: right;
`

const Frame = styled.div`
  &[hidden] {
    display: none;
  }
`
