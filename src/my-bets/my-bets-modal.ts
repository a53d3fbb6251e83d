// The my-bets modal's actor as the app shares it. Apart from its provider
// (my-bets-context.tsx), so the screens inside the modal can reach it without importing the
// provider that lazy-loads them: a cycle the style compiler cannot evaluate.

import type { useActorRef } from '@xstate/react'
import { createContext, useContext } from 'react'
import type { myBetsModalMachine } from '../../machines/my-bets-modal.ts'

export type MyBetsModalActor = ReturnType<typeof useActorRef<typeof myBetsModalMachine>>

export const MyBetsModalContext = createContext<MyBetsModalActor | null>(null)

export function useMyBetsModal(): MyBetsModalActor {
  const actor = useContext(MyBetsModalContext)
  if (!actor) throw new Error('useMyBetsModal outside <MyBetsProvider>')
  return actor
}
