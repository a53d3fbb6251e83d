// The login modal's dialog: one form at a time (SPEC.md section 4), the one the login statechart
// is at: the one-time code, the security question, the wallet's terms, or username and password.
// Shown only once the chart has started (LoginModal.tsx).

import { useSelector } from '@xstate/react'
import { gatewayFormOf } from '../../machines/login/gateway-login.ts'
import { showsTerms } from '../../machines/login/wallet-login.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { Modal } from '../ui/Modal.tsx'
import { CredentialsForm } from './CredentialsForm.tsx'
import { useStartedLogin } from './login-context.tsx'
import { useGatewayLogin, useWalletLogin } from './login-method.ts'
import { OneTimeCodeForm } from './OneTimeCodeForm.tsx'
import { SecurityQuestionForm } from './SecurityQuestionForm.tsx'
import { TermsForm } from './TermsForm.tsx'

export default function LoginDialog() {
  const login = useStartedLogin()
  const { t } = useI18n()
  const open = useSelector(login, (snapshot) => snapshot.matches('open'))
  // The method's chart says which step it is at: the gateway's second factor, the wallet's terms.
  const gatewayForm = useSelector(useGatewayLogin(), (snapshot) =>
    snapshot ? gatewayFormOf(snapshot) : 'login',
  )
  const terms = useSelector(useWalletLogin(), (snapshot) =>
    snapshot ? showsTerms(snapshot) : false,
  )
  if (!open) return null
  const form = terms ? 'terms' : gatewayForm
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
