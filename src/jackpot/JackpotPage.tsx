// /jackpot and /jackpot/sport/{jackpotEvent} (SPEC.md section 2): the jackpot's banner, prize and
// closing time, its matches numbered with their 1/X/2 picks, and the slip. The second route
// opens on one match: its row is scrolled to and marked. Special navigation id 10002 (section 2)
// names this page.

import { styled } from '@linaria/react'
import { type ReactNode, useEffect } from 'react'
import { useParams } from 'wouter'
import { navigationIds } from '../../domain/rules/constants.ts'
import { useView } from '../engine/use-engine.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { Adverts } from '../promotions/AdvertList.tsx'
import { colors, desktop } from '../ui/theme.ts'
import { JackpotEventRow } from './JackpotEventRow.tsx'
import { JackpotSlip } from './JackpotSlip.tsx'
import { JackpotSlips } from './JackpotSlips.tsx'

/** The advert above the jackpot (SPEC.md section 7, GET /api/adverts/jackpot_banner). */
const jackpotBanner = ['jackpot_banner']
/**
 * The page's second advert, beside the slips (GET /api/adverts/jackpot_bets): the server answers
 * a player's version or a visitor's, and the list asks again on a login or a logout.
 */
const jackpotBets = ['jackpot_bets']

// The closing time is a <time> element wherever the language puts it in the sentence: the
// message is filled with this mark, and the element takes the mark's place.
const timeSlot = '\u0000'
const withTime = (text: string, time: ReactNode) => {
  const [before, after] = text.split(timeSlot)
  return (
    <>
      {before}
      {time}
      {after}
    </>
  )
}

export default function JackpotPage() {
  const { jackpotEvent } = useParams<{ jackpotEvent?: string }>()
  const focused = jackpotEvent === undefined ? undefined : Number(jackpotEvent)
  const status = useView('jackpot', (view) => view?.status ?? 'loading')
  const jackpot = useView('jackpot', (view) => view?.jackpot)
  const error = useView('jackpot', (view) => view?.error)
  const { t, format } = useI18n()

  useEffect(() => {
    if (focused === undefined || !jackpot) return
    document.getElementById(`jackpot-event-${focused}`)?.scrollIntoView({ block: 'center' })
  }, [focused, jackpot])

  return (
    <Page data-testid="jackpot-page" data-navigation-id={navigationIds.jackpotBet}>
      <Adverts adIds={jackpotBanner} />
      {!jackpot ? (
        status === 'none' ? (
          <p role="status">{t('jackpot.none')}</p>
        ) : status === 'failed' ? (
          <Problem role="alert">{error}</Problem>
        ) : (
          <p aria-busy="true">{t('jackpot.loading')}</p>
        )
      ) : (
        <Columns>
          <section aria-labelledby="jackpot-title">
            <Summary>
              <h1 id="jackpot-title">{jackpot.name}</h1>
              <Prize data-testid="jackpot-prize">
                {format.money(jackpot.prize, jackpot.currency)}
              </Prize>
              <p>
                {withTime(
                  t('jackpot.summary', {
                    count: jackpot.events.length,
                    closes: timeSlot,
                    stake: format.money(jackpot.stakePerLine, jackpot.currency),
                  }),
                  <time dateTime={jackpot.closesAt}>{format.startTime(jackpot.closesAt)}</time>,
                )}
              </p>
            </Summary>
            <Events aria-label={t('jackpot.matches')}>
              {jackpot.events.map((event) => (
                <JackpotEventRow
                  key={event.eventId}
                  event={event}
                  focused={event.number === focused}
                />
              ))}
            </Events>
          </section>
          <SideColumn>
            <JackpotSlip key={jackpot.id} jackpot={jackpot} />
            <JackpotSlips currency={jackpot.currency} />
            <Adverts adIds={jackpotBets} />
          </SideColumn>
        </Columns>
      )}
    </Page>
  )
}

const Page = styled.div`
  display: grid;
  gap: 12px;
  padding: 12px;
  max-width: 1100px;
  h1 {
    margin: 0;
    font-size: 20px;
  }
  p {
    margin: 0;
  }
`

const Columns = styled.div`
  display: grid;
  gap: 12px;
  ${desktop} {
    grid-template-columns: minmax(0, 1fr) 320px;
    align-items: start;
  }
`

const SideColumn = styled.div`
  display: grid;
  gap: 12px;
  h2 {
    margin: 0;
    font-size: 18px;
  }
`

const Summary = styled.div`
  display: grid;
  gap: 6px;
  margin-bottom: 12px;
  color: ${colors.muted};
  h1 {
    color: ${colors.text};
  }
`

const Prize = styled.strong`
  color: ${colors.accent};
  font-size: 28px;
`

const Events = styled.ol`
  /* Its rows lay out by the list's width (JackpotEventRow.tsx). */
  container-type: inline-size;
  display: grid;
  gap: 8px;
  list-style: none;
  margin: 0;
  padding: 0;
`

const Problem = styled.p`
  color: ${colors.danger};
`
