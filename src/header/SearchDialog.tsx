// Search from the header (issue 42): teams, competitions and events as the bettor types, each
// event with its live state. The engine waits for a pause in typing and drops an answer that a
// later search overtook (worker/search/search.ts), so the list shows what the box says.

import { styled } from '@linaria/react'
import { useEffect, useState } from 'react'
import { Link } from 'wouter'
import type { ApiResult } from '../../domain/api/result.ts'
import { type SearchAnswer, searchMinLength } from '../../domain/api/search.ts'
import { competitionHref, eventHref } from '../../domain/events/links.ts'
import { isLive } from '../../domain/events/live.ts'
import { useEngine } from '../engine/use-engine.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { LiveScore } from '../live/EventRow.tsx'
import { Button } from '../ui/Button.tsx'
import { Input } from '../ui/Input.tsx'
import { Field, Modal } from '../ui/Modal.tsx'
import { colors } from '../ui/theme.ts'

export default function SearchDialog({ onClose }: { onClose: () => void }) {
  const { t, format } = useI18n()
  const engine = useEngine()
  const [text, setText] = useState('')
  const [found, setFound] = useState<{ text: string; answer: ApiResult<SearchAnswer> }>()
  useEffect(() => {
    let current = true
    engine.search.find(text).then((answer) => {
      // undefined: a later search overtook this one, and its answer is the one to show.
      if (current && answer) setFound({ text, answer })
    })
    return () => {
      current = false
    }
  }, [engine, text])
  const typed = text.trim()
  const answer = found?.text === text ? found.answer : undefined
  const events = answer?.ok ? answer.data.events : []
  const competitions = answer?.ok ? answer.data.competitions : []
  return (
    <Modal label={t('sports.search.label')} onClose={onClose} testId="search" atTop>
      <Field>
        <label htmlFor="search-text">{t('sports.search.label')}</label>
        <Input
          id="search-text"
          type="search"
          autoComplete="off"
          placeholder={t('sports.search.placeholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </Field>
      <Results aria-live="polite" aria-busy={answer === undefined}>
        {typed.length < searchMinLength ? (
          <Note>{t('sports.search.hint', { count: searchMinLength })}</Note>
        ) : answer === undefined ? (
          <Note>{t('sports.search.searching')}</Note>
        ) : !answer.ok ? (
          <Note role="alert">{t('sports.search.failed')}</Note>
        ) : events.length + competitions.length === 0 ? (
          <Note>{t('sports.search.none', { text: typed })}</Note>
        ) : null}
        {competitions.length > 0 ? (
          <section aria-label={t('sports.search.competitions')}>
            <h3>{t('sports.search.competitions')}</h3>
            <ul>
              {competitions.map(({ sportCode, eventPaths }) => (
                <li key={eventPaths.map((path) => path.slug).join('/')}>
                  <Link
                    href={competitionHref(...eventPaths.slice(0, 3).map((path) => path.slug))}
                    onClick={onClose}
                    data-sport={sportCode}
                  >
                    {eventPaths
                      .slice(1, 3)
                      .map((path) => path.description)
                      .join(' · ')}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {events.length > 0 ? (
          <section aria-label={t('sports.search.events')}>
            <h3>{t('sports.search.events')}</h3>
            <ul>
              {events.map((event) => (
                <li key={event.id} data-testid={`search-event-${event.id}`}>
                  <Link href={eventHref(event)} onClick={onClose}>
                    {event.description}
                  </Link>
                  <small>
                    {isLive(event) ? (
                      <>
                        <LiveBadge>{t('sports.search.live')}</LiveBadge> <LiveScore event={event} />
                      </>
                    ) : (
                      format.startTime(event.startTime)
                    )}
                    {' · '}
                    {event.eventPaths[2]?.description}
                  </small>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </Results>
      <Close type="button" onClick={onClose}>
        {t('sports.search.close')}
      </Close>
    </Modal>
  )
}

const Results = styled.div`
  display: grid;
  gap: 12px;
  margin-top: 12px;
  h3 {
    margin: 0 0 4px;
    font-size: 13px;
    color: ${colors.muted};
    text-transform: uppercase;
  }
  ul {
    display: grid;
    gap: 2px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: grid;
    gap: 2px;
    padding: 8px 0;
    border-bottom: 1px solid ${colors.line};
  }
  a {
    color: ${colors.text};
    font-weight: 700;
    text-decoration: none;
  }
  small {
    color: ${colors.muted};
    font-size: 12px;
  }
`

const Close = styled(Button)`
  width: 100%;
  margin-top: 12px;
`

const Note = styled.p`
  margin: 0;
`

const LiveBadge = styled.span`
  padding: 0 4px;
  border-radius: 3px;
  background: ${colors.up};
  color: ${colors.page};
  font-weight: 700;
`
