// One market of the event page: its name, its outcomes as price buttons, and, while it is
// suspended, a mark saying so over prices that cannot be taken.

import { styled } from '@linaria/react'
import { sortOutcomes } from '../../domain/events/ordering.ts'
import { useView } from '../engine/use-engine.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { hasLongNames } from '../live/long-names.ts'
import { PriceButton } from '../live/PriceButton.tsx'
import { stackedPricesOnPhone } from '../live/stacked-prices.ts'
import { colors } from '../ui/theme.ts'

export function MarketCard({ eventId, marketId }: { eventId: string; marketId: string }) {
  const page = { name: 'event-page', params: { eventId } } as const
  const market = useView(page, (view) => view?.markets[marketId])
  const outcomes = useView(page, (view) => view?.outcomes)
  const { t } = useI18n()
  if (!market) return null
  // Open outcomes before suspended ones (SPEC.md section 4), each in the feed's order.
  const shown = sortOutcomes(market.outcomeIds.flatMap((id) => outcomes?.[id] ?? [])).map(
    (outcome) => outcome.id,
  )
  const suspended = market.status !== 'open'
  return (
    <Card
      aria-label={market.description}
      data-testid={`market-${marketId}`}
      data-status={market.status}
    >
      <Title>
        {market.description}
        {suspended ? <SuspendedMark>{t('event.suspended')}</SuspendedMark> : null}
      </Title>
      {/* A disabled fieldset disables every price in it: a suspended market takes no bets. */}
      <Outcomes
        disabled={suspended}
        data-columns={shown.length === 2 ? 2 : 3}
        data-names={
          hasLongNames(shown.map((id) => outcomes?.[id]?.description ?? '')) ? 'long' : undefined
        }
      >
        {shown.map((outcomeId) => (
          <PriceButton
            key={outcomeId}
            eventId={eventId}
            outcomeId={outcomeId}
            label={outcomes?.[outcomeId]?.description ?? ''}
            source="event-page"
          />
        ))}
      </Outcomes>
    </Card>
  )
}

const Card = styled.section`
  padding: 10px 12px 12px;
  border-bottom: 1px solid ${colors.line};
  &[data-status='suspended'] button {
    opacity: 0.45;
  }
`

const Title = styled.h3`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 0 0 8px;
  font-size: 14px;
  font-weight: 700;
`

const SuspendedMark = styled.span`
  padding: 1px 6px;
  border-radius: 4px;
  background: ${colors.raised};
  color: ${colors.muted};
  font-size: 11px;
  font-weight: 700;
  text-transform: uppercase;
`

const Outcomes = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 6px;
  margin: 0;
  padding: 0;
  border: none;
  min-width: 0;
  &[data-columns='2'] {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${stackedPricesOnPhone}
`
