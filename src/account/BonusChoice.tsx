// The bettor's bonus choice (SPEC.md section 7, Accounts): bonuses paid as real money or as promo
// cash, read from the account summary and saved on the account. A player excluded from
// promotions gets no bonus to choose for, and is told so instead.

import { type FormEvent, useEffect, useState } from 'react'
import type { AccountInfo } from '../../domain/api/accounts.ts'
import { useEngine } from '../engine/use-engine.ts'
import { useEngineCall } from '../engine/use-engine-call.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { Button } from '../ui/Button.tsx'
import { LoadProblem, Preferences } from './account-styles.ts'
import { useSaving } from './use-saving.ts'

type Promotions = NonNullable<AccountInfo['promotions']>

export function BonusChoice() {
  const engine = useEngine()
  const summary = useEngineCall(() => engine.account.info(), [])
  const { t } = useI18n()
  const result = summary.result
  if (!result) return null
  if (!result.ok) return <LoadProblem role="alert">{result.error.message}</LoadProblem>
  const { promotions } = result.data
  if (!promotions) return null
  if (promotions.excludedFromPromotions) return <p>{t('account.bonuses.excluded')}</p>
  return <Choice promotions={promotions} onSaved={summary.reload} />
}

/** The choice the account holds, none until the bettor made one. */
const chosen = (promotions: Promotions): boolean | undefined =>
  promotions.wasSetRealMoneyBonuses ? promotions.realMoneyBonuses : undefined

function Choice({ promotions, onSaved }: { promotions: Promotions; onSaved: () => void }) {
  const engine = useEngine()
  const { t } = useI18n()
  const [realMoney, setRealMoney] = useState(chosen(promotions))
  const { saving, save } = useSaving()
  useEffect(() => setRealMoney(chosen(promotions)), [promotions])

  function submit(event: FormEvent) {
    event.preventDefault()
    const choice = realMoney
    if (choice !== undefined)
      void save(() => engine.account.chooseRealMoneyBonuses(choice), onSaved)
  }

  return (
    <Preferences onSubmit={submit} aria-label={t('account.bonuses.question')}>
      <fieldset>
        <legend>{t('account.bonuses.question')}</legend>
        {promotions.wasSetRealMoneyBonuses ? null : <p>{t('account.bonuses.notChosen')}</p>}
        <label>
          <input
            type="radio"
            name="bonuses"
            checked={realMoney === true}
            onChange={() => setRealMoney(true)}
          />{' '}
          {t('account.bonuses.realMoney')}
        </label>{' '}
        <label>
          <input
            type="radio"
            name="bonuses"
            checked={realMoney === false}
            onChange={() => setRealMoney(false)}
          />{' '}
          {t('account.bonuses.promoCash')}
        </label>
      </fieldset>
      <Button type="submit" variant="primary" disabled={saving || realMoney === undefined}>
        {t(saving ? 'account.profile.saving' : 'account.profile.save')}
      </Button>
    </Preferences>
  )
}
