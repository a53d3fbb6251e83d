// The operator wallet's terms step (SPEC.md section 4): a new version of the terms to read and
// accept before the session goes on.

import { useSelector } from '@xstate/react'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { Button } from '../ui/Button.tsx'
import { Actions } from '../ui/Modal.tsx'
import { useStartedLogin } from './login-context.tsx'
import { useWalletLogin } from './login-method.ts'

export function TermsForm() {
  const login = useStartedLogin()
  const { t } = useI18n()
  const wallet = useWalletLogin()
  const fileName = useSelector(wallet, (snapshot) => snapshot?.context.termsFileName)
  const loading = useSelector(wallet, (snapshot) => snapshot?.hasTag('loading') ?? false)
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        login.send({ type: 'terms.accept' })
      }}
    >
      <h2>{t('login.terms.title')}</h2>
      <p>{t('login.terms.body')}</p>
      {fileName ? (
        <a href={fileName} target="_blank" rel="noreferrer">
          {t('login.terms.read')}
        </a>
      ) : null}
      <Actions>
        <Button type="submit" variant="primary" disabled={loading}>
          {t(loading ? 'login.terms.accepting' : 'login.terms.accept')}
        </Button>
        <Button type="button" onClick={() => login.send({ type: 'login.close' })}>
          {t('login.close')}
        </Button>
      </Actions>
    </form>
  )
}
