// An alert's words, one sentence whatever the sport: in the notice on the page and in the
// browser's notification when the tab is hidden.

import type { PinAlert } from '../../domain/engine/pins.ts'
import type { KeyMomentKind } from '../../domain/events/key-moments.ts'
import { teamsOf } from '../../domain/events/teams.ts'
import type { MessageKey } from '../i18n/en/index.ts'
import type { Translate } from '../i18n/translate.ts'

const alertMessages: Record<KeyMomentKind, MessageKey> = {
  goal: 'pins.alert.goal',
  'red-card': 'pins.alert.red-card',
  'set-won': 'pins.alert.set-won',
  'map-won': 'pins.alert.map-won',
  'market-reopened': 'pins.alert.market-reopened',
  'match-end': 'pins.alert.match-end',
}

export function alertText(t: Translate, { moment, eventName, marketName }: PinAlert): string {
  const [home, away] = teamsOf(eventName)
  return t(alertMessages[moment.kind], {
    event: eventName,
    team: moment.side === 'away' ? away : home,
    market: marketName ?? '',
  })
}
