// The my-bets modal's actor as the app shares it, and what of it shows. Apart from its provider
// (my-bets-context.tsx), so the screens inside the modal can reach it without importing the
// provider that lazy-loads them: a cycle the style compiler cannot evaluate.

import { createContext, useContext } from 'react'
import type { SnapshotFrom } from 'xstate'
import type { myBetsModalMachine } from '../../machines/my-bets-modal.ts'
import { type LateActor, useLateSelector } from '../ui/late-actor.ts'

export type MyBetsModalActor = LateActor<typeof myBetsModalMachine>

export const MyBetsModalContext = createContext<MyBetsModalActor | null>(null)

export function useMyBetsModal(): MyBetsModalActor {
  const actor = useContext(MyBetsModalContext)
  if (!actor) throw new Error('useMyBetsModal outside <MyBetsProvider>')
  return actor
}

/** Whether my bets shows (visible), is kept out of sight for a cash-out (hidden), or neither. */
export type MyBetsShown = 'visible' | 'hidden' | undefined

export const myBetsShown = (snapshot: SnapshotFrom<typeof myBetsModalMachine>): MyBetsShown =>
  snapshot.matches('visible') ? 'visible' : snapshot.matches('hidden') ? 'hidden' : undefined

export const useMyBetsShown = (): MyBetsShown =>
  useLateSelector(useMyBetsModal(), myBetsShown, undefined)
