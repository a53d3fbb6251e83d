// SPEC.md section 4: an event is live when it has a running clock and has not finished.

import type { SportEvent } from './event.ts'

export const isLive = (event: Pick<SportEvent, 'clock' | 'isFinished'> | undefined): boolean =>
  event?.clock !== undefined && event.clock.status !== 'NOT_STARTED' && !event.isFinished
