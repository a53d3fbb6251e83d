// The star beside an event (SPEC.md section 2, favourites; enable_favorites): tapped, the event
// is among the bettor's favourites on this device; tapped again, it is not.

import { styled } from '@linaria/react'
import { useEngine, useView } from '../engine/use-engine.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { Icon } from '../ui/Icon.tsx'
import { IconToggle } from '../ui/IconToggle.ts'

export function FavouriteStar({ eventId, eventName }: { eventId: string; eventName: string }) {
  const engine = useEngine()
  const { t } = useI18n()
  const enabled = useView('settings', (view) => view?.settings.enable_favorites ?? false)
  const starred = useView('favourite-ids', (view) => view?.eventIds.includes(eventId) ?? false)
  if (!enabled) return null
  return (
    <Star
      type="button"
      aria-pressed={starred}
      aria-label={t('favourites.star', { event: eventName })}
      onClick={() => void engine.catalogue.toggleFavourite(eventId)}
      data-testid={`favourite-${eventId}`}
    >
      <Icon name="star" />
    </Star>
  )
}

const Star = styled(IconToggle)`
  margin: -6px 0 -6px -8px;
`
