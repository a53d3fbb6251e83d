// The multi-view's parts that the first screen holds (a list row's pin, the alerts of the pinned
// matches): each a chunk of its own, fetched once the page is idle, so that the code at start does
// not grow with the multi-view.

import { lateComponent } from '../ui/late-component.tsx'

export const LatePinButton = lateComponent(() => import('./PinButton.tsx'))

export const LatePinAlerts = lateComponent(() => import('./PinAlerts.tsx'))
