// Where a pinned match's tile is: the multi-view, scrolled to the tile (its element id).

import { multiviewPath } from '../../domain/rules/navigation-ids.ts'

export const tileId = (eventId: string): string => `pinned-${eventId}`

export const tileHref = (eventId: string): string => `${multiviewPath}#${tileId(eventId)}`
