import { styled } from '@linaria/react'
import type { LiveEventsView } from '../../domain/engine/views.ts'
import { useView } from '../engine/use-engine.ts'
import { colors } from '../ui/theme.ts'
import { PriceButton } from './PriceButton.tsx'

const outcomeLabels = ['1', 'X', '2']

export function EventRow({ eventId }: { eventId: string }) {
  const event = useView<LiveEventsView, LiveEventsView['events'][string] | undefined>(
    'live-events',
    (view) => view?.events[eventId],
  )
  const market = useView<LiveEventsView, LiveEventsView['mainMarkets'][string] | undefined>(
    'live-events',
    (view) => view?.mainMarkets[eventId],
  )
  if (!event) return null
  const league = event.eventPaths[event.eventPaths.length - 1]?.description
  return (
    <Row data-testid={`event-${eventId}`}>
      <Details>
        <Clock>
          {event.clock?.minutes !== undefined ? `${event.clock.minutes}'` : 'Live'}
          {event.scores ? ` · ${event.scores.home}-${event.scores.away}` : ''}
        </Clock>
        <Name>{event.description}</Name>
        {league ? <League>{league}</League> : null}
      </Details>
      <Prices aria-label={market?.description ?? 'Match Result'}>
        {market?.status === 'suspended' ? (
          <Suspended>Suspended</Suspended>
        ) : (
          market?.outcomeIds.map((outcomeId, index) => (
            <PriceButton key={outcomeId} outcomeId={outcomeId} label={outcomeLabels[index] ?? ''} />
          ))
        )}
      </Prices>
    </Row>
  )
}

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.2fr);
  gap: 12px;
  align-items: center;
  padding: 12px 16px;
  border-bottom: 1px solid ${colors.line};
  @media (max-width: 599px) {
    grid-template-columns: 1fr;
  }
`

const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`

const Clock = styled.span`
  color: ${colors.up};
  font-size: 12px;
  font-weight: 700;
`

const Name = styled.span`
  font-weight: 600;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`

const League = styled.span`
  color: ${colors.muted};
  font-size: 12px;
`

const Prices = styled.div`
  display: flex;
  gap: 6px;
`

const Suspended = styled.span`
  flex: 1;
  text-align: center;
  color: ${colors.muted};
  padding: 12px 0;
`
