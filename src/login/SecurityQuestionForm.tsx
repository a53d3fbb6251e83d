// The security-question step of the gateway login (SPEC.md sections 4 and 5): the question, the
// answer masked, submit disabled until there is one.

import { useSelector } from '@xstate/react'
import { type FormEvent, useState } from 'react'
import {
  canSubmitSecurityAnswer,
  type SecurityAnswerMessage,
  securityAnswerMessage,
} from '../../domain/validation/second-factor.ts'
import type { MessageKey } from '../i18n/en/index.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { Button } from '../ui/Button.tsx'
import { Input } from '../ui/Input.tsx'
import { Actions, Field } from '../ui/Modal.tsx'
import { LoginProblemLine } from './LoginProblemLine.tsx'
import { useStartedLogin } from './login-context.tsx'
import { useGatewayLogin } from './login-method.ts'

const answerMessages: Record<SecurityAnswerMessage, MessageKey> = {
  'Field should be required': 'login.field.required',
}

export function SecurityQuestionForm() {
  const login = useStartedLogin()
  const { t } = useI18n()
  const gateway = useGatewayLogin()
  const question = useSelector(gateway, (snapshot) => snapshot?.context.securityQuestion)
  const loading = useSelector(gateway, (snapshot) => snapshot?.hasTag('loading') ?? false)
  const problem = useSelector(login, (snapshot) => snapshot.context.problem)
  const [answer, setAnswer] = useState('')
  const [touched, setTouched] = useState(false)
  const message = touched ? securityAnswerMessage(answer) : undefined

  function submit(event: FormEvent) {
    event.preventDefault()
    login.send({ type: 'security.submit', answer })
  }

  return (
    <form onSubmit={submit}>
      <h2>{t('login.security.title')}</h2>
      <p>{question ?? t('login.security.loading')}</p>
      <Field>
        <label htmlFor="login-answer">{t('login.security.answer')}</label>
        <Input
          id="login-answer"
          type="password"
          autoComplete="off"
          value={answer}
          disabled={question === undefined}
          aria-invalid={message !== undefined}
          onChange={(event) => {
            setAnswer(event.target.value)
            setTouched(true)
          }}
        />
        {message ? <span role="alert">{t(answerMessages[message])}</span> : null}
      </Field>
      <LoginProblemLine problem={problem} />
      <Actions>
        <Button
          type="submit"
          variant="primary"
          disabled={!canSubmitSecurityAnswer(answer, loading)}
        >
          {t(loading ? 'login.checking' : 'login.confirm')}
        </Button>
        <Button type="button" onClick={() => login.send({ type: 'login.close' })}>
          {t('login.close')}
        </Button>
      </Actions>
    </form>
  )
}
