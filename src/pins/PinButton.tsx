// The pin beside an event (issue 41): tapped, the event joins the multi-view; tapped again, it
// leaves it. A ninth is refused with a toast saying why. The first pin is the moment to ask
// whether the browser may notify the bettor of the pinned matches' key moments: never at load.

import { styled } from '@linaria/react'
import { toast } from '../../domain/errors/toasts.ts'
import { useEngine, useView } from '../engine/use-engine.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { IconToggle } from '../ui/IconToggle.ts'
import { useToasts } from '../ui/toasts.ts'

export default function PinButton({ eventId, eventName }: { eventId: string; eventName: string }) {
  const engine = useEngine()
  const toasts = useToasts()
  const { t } = useI18n()
  const pinned = useView(
    'pins',
    (view) => view?.pins.some((pin) => pin.eventId === eventId) ?? false,
  )
  async function onClick() {
    if (pinned) return engine.pins.unpin(eventId)
    const result = await engine.pins.pin(eventId)
    if (!result.ok) return toasts.show(toast('pins-full', 'info'))
    if ('Notification' in window && Notification.permission === 'default')
      void Notification.requestPermission()
  }
  return (
    <Pin
      type="button"
      aria-pressed={pinned}
      aria-label={t(pinned ? 'pins.unpin' : 'pins.pin', { event: eventName })}
      onClick={() => void onClick()}
      data-testid={`pin-${eventId}`}
    >
      <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M15 3l6 6-2 1-3 3 1 5-2 2-4-4-5 5H5v-1l5-5-4-4 2-2 5 1 3-3z" />
      </svg>
    </Pin>
  )
}

const Pin = styled(IconToggle)`
  margin: -6px 0;
  svg {
    stroke-linejoin: round;
  }
`
