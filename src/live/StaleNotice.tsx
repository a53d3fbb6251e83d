// Says when prices cannot be trusted (domain/feed/freshness.ts): the stream has been silent or the
// odds producer is down. Prices stay on screen, dimmed, and cannot go on the slip until fresh
// data arrives; this says why and how old they are (the engine counts the seconds).

import { styled } from '@linaria/react'
import { useView } from '../engine/use-engine.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { colors } from '../ui/theme.ts'

export function StaleNotice() {
  const stale = useView('freshness', (freshness) => freshness?.stale ?? false)
  const reason = useView('freshness', (freshness) => freshness?.reason)
  const age = useView('freshness', (freshness) => freshness?.ageSeconds)
  const { t } = useI18n()
  // Starting, the page's own loading placeholders say so; its prices still cannot be taken.
  if (!stale || reason === 'starting') return null
  return (
    <Notice role="status" data-testid="stale-notice" data-reason={reason}>
      {t(reason === 'producer-down' ? 'live.stale.producerDown' : 'live.stale.silent')}
      {age === undefined ? null : <Age> {t('live.stale.age', { seconds: age })}</Age>}
    </Notice>
  )
}

const Notice = styled.p`
  margin: 0;
  padding: 10px 16px;
  background: #4a3b10;
  color: ${colors.accent};
  font-size: 13px;
  font-weight: 700;
  border-bottom: 1px solid ${colors.line};
`

const Age = styled.span`
  color: ${colors.text};
  font-weight: 400;
`
