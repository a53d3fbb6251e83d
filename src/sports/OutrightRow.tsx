// An outright in a list: the competition's market (a winner, a top scorer), its favourites and a
// link to every selection on its event page.

import { styled } from '@linaria/react'
import { Link } from 'wouter'
import { eventHref } from '../../domain/events/links.ts'
import { useView } from '../engine/use-engine.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { hasLongNames } from '../live/long-names.ts'
import { PriceButton } from '../live/PriceButton.tsx'
import { stackedPricesOnPhone } from '../live/stacked-prices.ts'
import { colors } from '../ui/theme.ts'

/** The favourites shown in the row; the rest are a tap away on the event page. */
const shownSelections = 3

export function OutrightRow({ eventId }: { eventId: string }) {
  const summary = { name: 'event-summary', params: { eventId } } as const
  const event = useView(summary, (view) => view?.event)
  const market = useView(summary, (view) => view?.market)
  const outcomes = useView(summary, (view) => view?.outcomes)
  const { t, format } = useI18n()
  if (!event) return <Row data-testid={`event-${eventId}`} aria-busy="true" />
  const favourites = [...(market?.outcomeIds ?? [])]
    .filter((id) => outcomes?.[id])
    .sort(
      (a, b) =>
        (outcomes?.[a]?.consolidatedPrice.currentPrice.decimal ?? 0) -
        (outcomes?.[b]?.consolidatedPrice.currentPrice.decimal ?? 0),
    )
    .slice(0, shownSelections)
  return (
    <Row data-testid={`event-${eventId}`}>
      <Name href={eventHref(event)}>{event.description}</Name>
      <Details>
        {t('sports.outrights.settles', {
          market: market?.description ?? '',
          time: format.startTime(event.startTime),
        })}
      </Details>
      <Prices
        data-names={
          hasLongNames(favourites.map((id) => outcomes?.[id]?.description ?? ''))
            ? 'long'
            : undefined
        }
      >
        {favourites.map((outcomeId) => (
          <PriceButton
            key={outcomeId}
            eventId={eventId}
            outcomeId={outcomeId}
            label={outcomes?.[outcomeId]?.description ?? ''}
          />
        ))}
      </Prices>
      <More href={eventHref(event)}>
        {t('sports.outrights.allSelections', { count: market?.outcomeIds.length ?? 0 })}
      </More>
    </Row>
  )
}

const Row = styled.li`
  display: grid;
  gap: 6px;
  padding: 12px 16px;
  border-bottom: 1px solid ${colors.line};
`

const Name = styled(Link)`
  color: ${colors.text};
  font-weight: 700;
  text-decoration: none;
`

const Details = styled.span`
  color: ${colors.muted};
  font-size: 12px;
`

const Prices = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 6px;
  ${stackedPricesOnPhone}
`

const More = styled(Link)`
  color: ${colors.accent};
  font-size: 13px;
`
