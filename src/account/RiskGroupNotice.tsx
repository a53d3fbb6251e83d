// The risk-group player modal (SPEC.md section 2; domain/rules/risk-group-notice.ts): where the
// brand turns it on, a player the operator placed in a risk group sees their real-money activity
// of the last days at login, and goes on only by acknowledging it (kept by the server for the
// operator) or by logging out. Loaded and asked for only when RiskGroupGate says so.

import { useState } from 'react'
import type { RiskGroupNotice as Notice } from '../../domain/api/risk-group-notice.ts'
import { useEngine } from '../engine/use-engine.ts'
import { useEngineCall } from '../engine/use-engine-call.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { useLogout } from '../login/logout-context.tsx'
import { Button } from '../ui/Button.tsx'
import { Actions, Modal } from '../ui/Modal.tsx'
import { Facts } from './account-styles.ts'

export default function RiskGroupNotice() {
  const engine = useEngine()
  const logout = useLogout()
  const { t, format } = useI18n()
  const notice = useEngineCall(() => engine.account.riskGroupNotice(), [])
  const [saving, setSaving] = useState(false)
  const [failed, setFailed] = useState(false)
  const [acknowledged, setAcknowledged] = useState(false)
  const answer = notice.result?.ok ? notice.result.data : undefined
  if (!answer?.due || acknowledged) return null

  const acknowledge = async () => {
    setSaving(true)
    setFailed(false)
    const result = await engine.account.acknowledgeRiskGroupNotice()
    setSaving(false)
    if (result.ok) setAcknowledged(true)
    else setFailed(true)
  }
  const money = (amount: number) => format.money(amount, answer.currency)
  return (
    // Neither Escape nor the backdrop passes it: the player acknowledges it or logs out.
    <Modal label={t('account.riskGroup.label')} onClose={() => {}} testId="risk-group-notice">
      <h2>{t('account.riskGroup.title')}</h2>
      <p>{t('account.riskGroup.intro', { days: answer.days })}</p>
      <Activity notice={answer} money={money} />
      <p>{t('account.riskGroup.advice')}</p>
      {failed ? <p role="alert">{t('account.riskGroup.failed')}</p> : null}
      <Actions>
        <Button type="button" variant="primary" disabled={saving} onClick={acknowledge}>
          {t(saving ? 'account.riskGroup.continuing' : 'account.riskGroup.continue')}
        </Button>
        <Button type="button" onClick={() => logout.send({ type: 'logout.request' })}>
          {t('account.logOut')}
        </Button>
      </Actions>
    </Modal>
  )
}

function Activity({ notice, money }: { notice: Notice; money: (amount: number) => string }) {
  const { t } = useI18n()
  return (
    <Facts data-testid="risk-group-activity">
      <dt>{t('account.riskGroup.deposited')}</dt>
      <dd>{money(notice.deposited)}</dd>
      <dt>{t('account.riskGroup.withdrawn')}</dt>
      <dd>{money(notice.withdrawn)}</dd>
      <dt>{t('account.riskGroup.staked')}</dt>
      <dd>{money(notice.staked)}</dd>
      <dt>{t('account.riskGroup.returned')}</dt>
      <dd>{money(notice.returned)}</dd>
      <dt>{t('account.riskGroup.result')}</dt>
      <dd data-testid="risk-group-result">{money(notice.returned - notice.staked)}</dd>
    </Facts>
  )
}
