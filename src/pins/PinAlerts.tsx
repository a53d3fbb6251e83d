// The key moments of the pinned matches (issue 41) as they happen: a notice on the page with a
// "Bet now" link to the match's tile, and, while the tab is hidden and the bettor allowed it, the
// browser's own notification. The engine hears the moments from the live stream; this shows those
// still news: heard less than a notice's life ago.

import { styled } from '@linaria/react'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'wouter'
import type { PinAlert } from '../../domain/engine/pins.ts'
import { useView } from '../engine/use-engine.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { colors } from '../ui/theme.ts'
import { alertText } from './alert-text.ts'
import { tileHref, tileId } from './tile-href.ts'

/** Long enough to read and tap; a notice left longer covers the page for nothing. */
const shownMs = 12_000
/** A few notices at once: a busy evening of eight matches must not bury the page. */
const shownAtOnce = 3

const sameMoment = (a: PinAlert, b: PinAlert) =>
  a.moment.eventId === b.moment.eventId && a.moment.kind === b.moment.kind

export default function PinAlerts() {
  const { t } = useI18n()
  const alerts = useView('pin-alerts', (view) => view?.alerts)
  /** The last alert shown or passed over. */
  const lastSeen = useRef(0)
  const [shown, setShown] = useState<readonly PinAlert[]>([])

  useEffect(() => {
    if (!alerts) return
    const before = lastSeen.current
    lastSeen.current = alerts.at(-1)?.id ?? before
    // This component comes once the page is idle, seconds after the engine began to hear the
    // pinned matches: a goal heard meanwhile is news for as long as its notice would show.
    const fresh = alerts.filter(
      (alert) => alert.id > before && Date.now() - alert.raisedAt < shownMs,
    )
    if (fresh.length === 0) return
    // A match's newer moment of a kind replaces its older one: a market suspended and reopened
    // at every chance is one notice, not a stack that hides the other matches'.
    setShown((current) =>
      [...current, ...fresh]
        .filter(
          (alert, index, all) => !all.slice(index + 1).some((later) => sameMoment(alert, later)),
        )
        .slice(-shownAtOnce),
    )
    if (document.visibilityState === 'hidden' && 'Notification' in window)
      for (const alert of fresh)
        if (Notification.permission === 'granted')
          new Notification(t('pins.alerts'), { body: alertText(t, alert), tag: `pin-${alert.id}` })
  }, [alerts, t])

  const oldest = shown[0]
  useEffect(() => {
    if (!oldest) return
    const timer = setTimeout(
      () => setShown((current) => current.filter((alert) => alert.id !== oldest.id)),
      shownMs,
    )
    return () => clearTimeout(timer)
  }, [oldest])

  /** On the multi-view already, the tile is brought into view; else the page does it as it opens. */
  const betNow = (alert: PinAlert) => {
    dismiss(alert.id)
    requestAnimationFrame(() =>
      document.getElementById(tileId(alert.moment.eventId))?.scrollIntoView({ block: 'nearest' }),
    )
  }
  const dismiss = (id: number) => setShown((current) => current.filter((alert) => alert.id !== id))
  return (
    <Stack aria-label={t('pins.alerts')} aria-live="polite" data-testid="pin-alerts">
      {shown.map((alert) => (
        <Notice key={alert.id} data-kind={alert.moment.kind} data-testid="pin-alert">
          <span>{alertText(t, alert)}</span>
          <Link
            href={tileHref(alert.moment.eventId)}
            onClick={() => betNow(alert)}
            data-testid="pin-alert-bet-now"
          >
            {t('pins.betNow')}
          </Link>
          <button type="button" aria-label={t('pins.dismiss')} onClick={() => dismiss(alert.id)}>
            ×
          </button>
        </Notice>
      ))}
    </Stack>
  )
}

const Stack = styled.section`
  position: fixed;
  right: 12px;
  bottom: 72px;
  z-index: 29;
  display: grid;
  gap: 8px;
  width: min(360px, calc(100vw - 24px));
  pointer-events: none;
`

const Notice = styled.div`
  pointer-events: auto;
  display: grid;
  grid-template-columns: 1fr auto auto;
  align-items: center;
  gap: 8px;
  padding: 10px 12px;
  border-radius: 8px;
  background: ${colors.raised};
  border-left: 4px solid ${colors.up};
  box-shadow: 0 6px 20px rgb(0 0 0 / 40%);
  a {
    color: ${colors.accentText};
    background: ${colors.accent};
    border-radius: 6px;
    padding: 6px 10px;
    font-weight: 700;
    text-decoration: none;
    white-space: nowrap;
  }
  button {
    border: 0;
    background: none;
    color: ${colors.muted};
    font-size: 18px;
    cursor: pointer;
  }
`
