// A value made once, at a component's first render, and the same one after. For a statechart given
// its implementations (machine.provide): each call builds a new machine, walking the whole chart,
// and useActorRef starts its actor from the first one only; made in render, the rest were thrown
// away, one at each of the provider's renders.

import { useState } from 'react'

export function useConstant<T>(make: () => T): T {
  return useState(make)[0]
}
