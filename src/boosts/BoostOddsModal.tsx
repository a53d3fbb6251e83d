// The boost-odds modal (SPEC.md section 2): one boost in full, the event and its start, the
// boosted price beside the market's live one, its terms (singles, the stake cap, the end), and
// the button that puts the selection on the slip or takes it off. A suspended market or stale
// prices hold the button, as on any price.

import { styled } from '@linaria/react'
import type { BoostCard } from '../../domain/engine/odds-boosts.ts'
import { useEngine, useView } from '../engine/use-engine.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { Button } from '../ui/Button.tsx'
import { Modal } from '../ui/Modal.tsx'
import { colors } from '../ui/theme.ts'
import { BoostPrices } from './BoostPrices.tsx'

export function BoostOddsModal({ card, onClose }: { card: BoostCard; onClose: () => void }) {
  const engine = useEngine()
  const { t, format } = useI18n()
  const { boost, event, market, outcome } = card
  const selected = useView('betslip', (slip) =>
    Boolean(slip?.selections.some((selection) => selection.outcomeId === boost.outcomeId)),
  )
  const stale = useView('freshness', (freshness) => freshness?.stale ?? false)
  const suspended = outcome.status !== 'open' || outcome.hidden || market.status !== 'open'
  const maxStake = format.money(boost.maxStake, boost.currency)
  async function toggle() {
    if (selected) await engine.betslip.remove(boost.outcomeId)
    else await engine.betslip.add(boost.outcomeId)
    onClose()
  }
  return (
    <Modal label={t('boosts.modal.title')} onClose={onClose} testId="boost-odds-modal">
      <Body>
        <h2>{t('boosts.modal.title')}</h2>
        <div>
          <Event>{event.description}</Event>
          <p>{t('boosts.modal.starts', { time: format.startTime(event.startTime) })}</p>
        </div>
        <div>
          <Outcome>{outcome.description}</Outcome>
          <p>{market.description}</p>
        </div>
        <BoostPrices card={card} large />
        <p>{t('boosts.modal.terms', { amount: maxStake })}</p>
        <p>{t('boosts.modal.ends', { time: format.startTime(boost.endsAt) })}</p>
        {suspended ? <p role="status">{t('boosts.modal.suspended')}</p> : null}
        <Actions>
          <Button type="button" onClick={onClose}>
            {t('boosts.modal.close')}
          </Button>
          <Button
            type="button"
            variant="primary"
            disabled={!selected && (suspended || stale)}
            onClick={() => void toggle()}
          >
            {t(selected ? 'boosts.modal.remove' : 'boosts.modal.add')}
          </Button>
        </Actions>
      </Body>
    </Modal>
  )
}

const Body = styled.div`
  display: grid;
  gap: 12px;
`

const Event = styled.strong`
  display: block;
`

const Outcome = styled.strong`
  display: block;
  color: ${colors.accent};
`

const Actions = styled.div`
  display: flex;
  gap: 8px;
  justify-content: flex-end;
`
