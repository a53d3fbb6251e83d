// The sportsbook wallet in full: real money, promo cash and what is left to wager on it, what may
// be withdrawn, and the way to the cashier.

import { useCashier } from '../cashier/cashier-context.tsx'
import { useEngine, useView } from '../engine/use-engine.ts'
import { useEngineCall } from '../engine/use-engine-call.ts'
import { Button } from '../ui/Button.tsx'
import { money, moneyOrPending } from '../ui/format.ts'
import { Facts } from './account-styles.ts'

export function BalancesTab() {
  const engine = useEngine()
  const cashier = useCashier()
  const session = useView('session', (view) => view)
  // The balance a payment left may be a poll old: ask for it afresh on opening the tab.
  useEngineCall(() => engine.session.refreshBalance(), [])
  const wagering = useEngineCall(() => engine.account.wageringRequirements(), [])
  const currency = session?.currency ?? 'EUR'
  const shown = (amount: number | undefined) => moneyOrPending(amount, currency)
  return (
    <>
      <Facts data-testid="balances">
        <dt>Balance</dt>
        <dd>{shown(session?.balance)}</dd>
        <dt>Promo cash</dt>
        <dd>{shown(session?.wallet?.promoCash)}</dd>
        <dt>Left to wager</dt>
        <dd>{shown(session?.wallet?.totalLeftToWager)}</dd>
        <dt>Withdrawable</dt>
        <dd>{shown(session?.wallet?.withdrawableAmount)}</dd>
      </Facts>
      {wagering.result?.ok && wagering.result.data.totalLeftToWager > 0 ? (
        <p>
          Stake {money(wagering.result.data.totalLeftToWager, currency)} more to turn{' '}
          {money(wagering.result.data.promoCash, currency)} of promo cash into real money.
        </p>
      ) : null}
      <Button type="button" variant="primary" onClick={() => cashier.open('deposit')}>
        Deposit
      </Button>{' '}
      <Button type="button" onClick={() => cashier.open('withdrawal')}>
        Withdraw
      </Button>
    </>
  )
}
