// The login modal's dialog: one form at a time (SPEC.md section 4), the one the login statechart
// is at: the one-time code, the security question, the wallet's terms, or username and password.
// Shown only once the chart has started (LoginModal.tsx).

import { useSelector } from '@xstate/react'
import { modalFormOf } from '../../machines/login.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { Modal } from '../ui/Modal.tsx'
import { CredentialsForm } from './CredentialsForm.tsx'
import { useStartedLogin } from './login-context.tsx'
import { OneTimeCodeForm } from './OneTimeCodeForm.tsx'
import { SecurityQuestionForm } from './SecurityQuestionForm.tsx'
import { TermsForm } from './TermsForm.tsx'

export default function LoginDialog() {
  const login = useStartedLogin()
  const { t } = useI18n()
  const form = useSelector(login, (snapshot) =>
    !snapshot.matches('open')
      ? undefined
      : snapshot.matches({ open: { wallet: 'terms' } }) ||
          snapshot.matches({ open: { wallet: 'acceptingTerms' } })
        ? 'terms'
        : modalFormOf(snapshot),
  )
  if (form === undefined) return null
  const close = () => login.send({ type: 'login.close' })
  return (
    <Modal label={t('login.title')} onClose={close} testId="login-modal">
      {form === 'otp' ? (
        <OneTimeCodeForm />
      ) : form === 'securityQuestion' ? (
        <SecurityQuestionForm />
      ) : form === 'terms' ? (
        <TermsForm />
      ) : (
        <CredentialsForm />
      )}
    </Modal>
  )
}
