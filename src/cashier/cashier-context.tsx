// Where the cashier is opened from (the header's balance pill, the account pages) and whether it
// is open: the dialog itself is its own chunk, loaded the first time it opens.

import { createContext, type ReactNode, Suspense, useContext, useMemo, useState } from 'react'
import type { CashierKind } from '../../machines/cashier.ts'
import { lazyWithRetry } from '../ui/lazy-with-retry.tsx'

const CashierModal = lazyWithRetry(() => import('./CashierModal.tsx'))

interface Cashier {
  open(kind: CashierKind): void
}

const CashierContext = createContext<Cashier | null>(null)

export function useCashier(): Cashier {
  const cashier = useContext(CashierContext)
  if (!cashier) throw new Error('useCashier outside <CashierProvider>')
  return cashier
}

export function CashierProvider({ children }: { children: ReactNode }) {
  const [kind, setKind] = useState<CashierKind | undefined>(undefined)
  const cashier = useMemo(() => ({ open: setKind }), [])
  return (
    <CashierContext value={cashier}>
      {children}
      {kind ? (
        <Suspense fallback={null}>
          <CashierModal kind={kind} onClose={() => setKind(undefined)} />
        </Suspense>
      ) : null}
    </CashierContext>
  )
}
