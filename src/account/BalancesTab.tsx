// The sportsbook wallet in full: real money, promo cash and what is left to wager on it, what may
// be withdrawn, the way to the cashier, and how the bettor takes bonuses.

import { useCashier } from '../cashier/cashier-context.tsx'
import { useEngine, useView } from '../engine/use-engine.ts'
import { useEngineCall } from '../engine/use-engine-call.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { Button } from '../ui/Button.tsx'
import { Facts } from './account-styles.ts'
import { BonusChoice } from './BonusChoice.tsx'

export function BalancesTab() {
  const engine = useEngine()
  const cashier = useCashier()
  const session = useView('session', (view) => view)
  const { t, format } = useI18n()
  // The balance a payment left may be a poll old: ask for it afresh on opening the tab.
  useEngineCall(() => engine.session.refreshBalance(), [])
  const wagering = useEngineCall(() => engine.account.wageringRequirements(), [])
  const currency = session?.currency ?? 'EUR'
  const shown = (amount: number | undefined) => format.moneyOrPending(amount, currency)
  return (
    <>
      <Facts data-testid="balances">
        <dt>{t('account.balances.balance')}</dt>
        <dd>{shown(session?.balance)}</dd>
        <dt>{t('account.balances.promoCash')}</dt>
        <dd>{shown(session?.wallet?.promoCash)}</dd>
        <dt>{t('account.balances.leftToWager')}</dt>
        <dd>{shown(session?.wallet?.totalLeftToWager)}</dd>
        <dt>{t('account.balances.withdrawable')}</dt>
        <dd>{shown(session?.wallet?.withdrawableAmount)}</dd>
      </Facts>
      {wagering.result?.ok && wagering.result.data.totalLeftToWager > 0 ? (
        <p>
          {t('account.balances.wagering', {
            stake: format.money(wagering.result.data.totalLeftToWager, currency),
            promoCash: format.money(wagering.result.data.promoCash, currency),
          })}
        </p>
      ) : null}
      <Button type="button" variant="primary" onClick={() => cashier.open('deposit')}>
        {t('account.balances.deposit')}
      </Button>{' '}
      <Button type="button" onClick={() => cashier.open('withdrawal')}>
        {t('account.balances.withdraw')}
      </Button>
      <BonusChoice />
    </>
  )
}
