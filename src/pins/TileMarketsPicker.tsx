// Which markets a tile shows: any market of the event, ticked on and off, up to the tile's room;
// none ticked shows the main market. The event's markets come from its page's view, which loads
// them whole, for as long as the picker is open.

import { styled } from '@linaria/react'
import type { SportEvent } from '../../domain/events/event.ts'
import { maxPinnedMarkets, type Pin } from '../../domain/rules/pins.ts'
import { useEngine, useView } from '../engine/use-engine.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { Button } from '../ui/Button.tsx'
import { Modal } from '../ui/Modal.tsx'
import { colors } from '../ui/theme.ts'

export function TileMarketsPicker({
  event,
  pin,
  onClose,
}: {
  event: SportEvent
  pin: Pin
  onClose: () => void
}) {
  const { t } = useI18n()
  const engine = useEngine()
  const page = { name: 'event-page', params: { eventId: event.id } } as const
  const markets = useView(page, (view) => view?.markets)
  const order = useView(page, (view) => view?.event?.marketIds)
  const label = t('pins.chooseMarkets', { event: event.description })
  return (
    <Modal label={label} onClose={onClose} testId="tile-markets-picker">
      <h2>{label}</h2>
      <Hint>{t('pins.marketsHint', { max: maxPinnedMarkets })}</Hint>
      {markets && order ? (
        <Choices>
          {order.flatMap((marketId) => {
            const market = markets[marketId]
            if (!market) return []
            return (
              <li key={marketId}>
                <label>
                  <input
                    type="checkbox"
                    checked={pin.marketIds.includes(marketId)}
                    onChange={() => void engine.pins.toggleTileMarket(event.id, marketId)}
                    data-testid={`tile-market-choice-${marketId}`}
                  />
                  {market.description}
                </label>
              </li>
            )
          })}
        </Choices>
      ) : (
        <p aria-busy="true">{t('pins.loading')}</p>
      )}
      <Button type="button" onClick={onClose}>
        {t('pins.close')}
      </Button>
    </Modal>
  )
}

const Hint = styled.p`
  margin: 0;
  color: ${colors.muted};
  font-size: 13px;
`

const Choices = styled.ul`
  display: grid;
  gap: 2px;
  max-height: 50vh;
  overflow-y: auto;
  margin: 0;
  padding: 0;
  list-style: none;
  label {
    display: flex;
    gap: 8px;
    align-items: center;
    min-height: 36px;
  }
`
