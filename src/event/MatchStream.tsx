// A streamed match, watched in the tracker: the partner's player at the match, allowed the whole
// screen only when the player has let live streams fill it (enableStreamFullScreen, on the
// profile page). A frame's permissions hold from its loading, so the player's choice is read
// before the frame is drawn, not changed on a frame already playing.

import type { SportEvent } from '../../domain/events/event.ts'
import type { PartnerProduct } from '../../domain/rules/partner-products.ts'
import { useEngine, useView } from '../engine/use-engine.ts'
import { useEngineCall } from '../engine/use-engine-call.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { PartnerFrame } from '../partners/PartnerFrame.tsx'

interface StreamProps {
  event: SportEvent
  product: PartnerProduct
}

export function MatchStream(props: StreamProps) {
  const loggedIn = useView('session', (view) => view?.status === 'logged-in')
  // A visitor is asked to log in, and no frame is drawn: there is no choice to read.
  return loggedIn ? <PlayersStream {...props} /> : <Stream {...props} fullScreen={false} />
}

function PlayersStream(props: StreamProps) {
  const engine = useEngine()
  const { t } = useI18n()
  const { result } = useEngineCall(() => engine.account.details(), [])
  if (!result)
    return <p aria-busy="true">{t('partners.opening', { product: props.product.name })}</p>
  return <Stream {...props} fullScreen={result.ok && result.data.enableStreamFullScreen} />
}

function Stream({ event, product, fullScreen }: StreamProps & { fullScreen: boolean }) {
  const { t } = useI18n()
  return (
    <PartnerFrame
      product={product}
      gameId={event.id}
      title={t('event.tracker.streamTitle', { event: event.description })}
      guests={{ login: t('event.tracker.watchLogin') }}
      look="stream"
      fullScreen={fullScreen}
    />
  )
}
