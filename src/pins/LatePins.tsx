// The multi-view's parts that the first screen holds (a list row's pin, the alerts of the pinned
// matches): each a chunk of its own, fetched once the page is idle, so that the code at start does
// not grow with the multi-view.

import { css } from '@linaria/core'
import { iconToggleSize } from '../ui/IconToggle.ts'
import { lateComponent } from '../ui/late-component.tsx'

/** The pin's place in a list row before it comes: the match's name beside it keeps its lines. */
const pinPlace = css`
  flex: none;
  width: ${iconToggleSize}px;
`

export const LatePinButton = lateComponent(
  () => import('./PinButton.tsx'),
  <span className={pinPlace} />,
)

export const LatePinAlerts = lateComponent(() => import('./PinAlerts.tsx'))
