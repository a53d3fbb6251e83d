import { styled } from '@linaria/react'
import type { LiveEventsView } from '../../domain/engine/views.ts'
import { useView } from '../engine/use-engine.ts'
import { colors } from '../ui/theme.ts'
import { EventRow } from './EventRow.tsx'

export function LivePage() {
  // The list re-renders only when events start or leave: eventIds keeps its identity otherwise.
  const eventIds = useView<LiveEventsView, string[] | undefined>(
    'live-events',
    (view) => view?.eventIds,
  )
  const status = useView<LiveEventsView, LiveEventsView['status'] | undefined>(
    'live-events',
    (view) => view?.status,
  )
  const streaming = useView<LiveEventsView, boolean>(
    'live-events',
    (view) => view?.streaming ?? false,
  )
  return (
    <Page>
      <Heading>
        <h1>Live Football</h1>
        <Connection
          data-streaming={streaming}
          title={streaming ? 'Live updates on' : 'Reconnecting'}
        >
          {streaming ? 'Live' : 'Reconnecting…'}
        </Connection>
      </Heading>
      {status === 'failed' && eventIds?.length === 0 ? (
        <Message role="alert">We are experiencing difficulties at present. Retrying…</Message>
      ) : status !== 'ready' ? (
        <Message>Loading live events…</Message>
      ) : eventIds?.length === 0 ? (
        <Message>No live events right now.</Message>
      ) : (
        <List data-testid="live-events">
          {eventIds?.map((eventId) => (
            <EventRow key={eventId} eventId={eventId} />
          ))}
        </List>
      )}
    </Page>
  )
}

const Page = styled.section`
  background: ${colors.surface};
  border-radius: 8px;
  overflow: hidden;
`

const Heading = styled.header`
  display: flex;
  justify-content: space-between;
  align-items: center;
  padding: 12px 16px;
  border-bottom: 1px solid ${colors.line};
  h1 {
    margin: 0;
    font-size: 18px;
  }
`

const Connection = styled.span`
  font-size: 12px;
  font-weight: 700;
  color: ${colors.muted};
  &[data-streaming='true'] {
    color: ${colors.up};
  }
  &[data-streaming='true']::before {
    content: '● ';
  }
`

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`

const Message = styled.p`
  padding: 24px 16px;
  margin: 0;
  color: ${colors.muted};
`
