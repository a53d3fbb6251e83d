// Whether an outcome is on the slip, for the hundreds of price buttons a list shows. Each button
// selecting it from the betslip view ran every button's selector on every change of the slip (a
// tap, its server refresh, a price of a selection on it): one subscription here tells only the
// buttons whose answer changed.

import { useCallback, useSyncExternalStore } from 'react'
import type { Views } from '../../worker/engine.ts'
import { useEngineClient } from './use-engine.ts'
import type { ViewMirror } from './view-mirror.ts'

type SlipMirror = ViewMirror<Views['betslip']['state']>

interface SlipMembership {
  has(outcomeId: string): boolean
  subscribe(outcomeId: string, onChange: () => void): () => void
}

const outcomeIdsOf = (mirror: SlipMirror) =>
  new Set(mirror.get()?.selections.map((selection) => selection.outcomeId))

export function createSlipMembership(mirror: SlipMirror): SlipMembership {
  const listeners = new Map<string, Set<() => void>>()
  let listening = 0
  let onSlip = new Set<string>()
  let leaveMirror: (() => void) | undefined

  function tell(outcomeId: string) {
    for (const listener of listeners.get(outcomeId) ?? []) listener()
  }

  function slipChanged() {
    const before = onSlip
    onSlip = outcomeIdsOf(mirror)
    for (const outcomeId of onSlip) if (!before.has(outcomeId)) tell(outcomeId)
    for (const outcomeId of before) if (!onSlip.has(outcomeId)) tell(outcomeId)
  }

  return {
    // Unwatched, the set is not kept up: a render before the first subscription reads the view.
    has: (outcomeId) => (leaveMirror ? onSlip.has(outcomeId) : outcomeIdsOf(mirror).has(outcomeId)),
    subscribe(outcomeId, onChange) {
      if (listening++ === 0) {
        onSlip = outcomeIdsOf(mirror)
        leaveMirror = mirror.subscribe(slipChanged)
      }
      const forOutcome = listeners.get(outcomeId) ?? new Set()
      forOutcome.add(onChange)
      listeners.set(outcomeId, forOutcome)
      return () => {
        forOutcome.delete(onChange)
        if (forOutcome.size === 0) listeners.delete(outcomeId)
        if (--listening === 0) {
          leaveMirror?.()
          leaveMirror = undefined
        }
      }
    },
  }
}

// One a mirror: a released betslip view comes back as a new mirror, and with it a new membership.
const memberships = new WeakMap<SlipMirror, SlipMembership>()

function membershipOf(mirror: SlipMirror): SlipMembership {
  let membership = memberships.get(mirror)
  if (!membership) {
    membership = createSlipMembership(mirror)
    memberships.set(mirror, membership)
  }
  return membership
}

/** Whether this outcome is one of the slip's selections. */
export function useOnSlip(outcomeId: string): boolean {
  const membership = membershipOf(useEngineClient().view('betslip', {}))
  return useSyncExternalStore(
    useCallback((onChange) => membership.subscribe(outcomeId, onChange), [membership, outcomeId]),
    () => membership.has(outcomeId),
  )
}
