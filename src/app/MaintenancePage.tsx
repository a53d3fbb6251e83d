// /maintenance (SPEC.md section 2): where the bettor is sent while the operator has the site
// closed (an API call redirected here, worker/context/transport.ts). Trying again asks the server
// for the brand's settings: once they come, the site is open and the bettor goes back to betting.

import { useState } from 'react'
import { useLocation } from 'wouter'
import { useEngine } from '../engine/use-engine.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { Button } from '../ui/Button.tsx'
import { PageSection } from '../ui/page-layout.ts'

export default function MaintenancePage() {
  const engine = useEngine()
  const { t } = useI18n()
  const [, navigate] = useLocation()
  const [checking, setChecking] = useState(false)
  const [stillClosed, setStillClosed] = useState(false)
  const tryAgain = async () => {
    setChecking(true)
    const result = await engine.settings.reload()
    setChecking(false)
    if (result.ok) navigate('/live/sport/', { replace: true })
    else setStillClosed(true)
  }
  return (
    <PageSection aria-labelledby="maintenance-title" data-testid="maintenance-page">
      <h1 id="maintenance-title">{t('shell.maintenance.title')}</h1>
      <p>{t('shell.maintenance.body')}</p>
      <p>
        <Button type="button" onClick={tryAgain} disabled={checking} aria-busy={checking}>
          {t('shell.tryAgain')}
        </Button>
      </p>
      {stillClosed && !checking ? <p role="status">{t('shell.maintenance.stillClosed')}</p> : null}
    </PageSection>
  )
}
