// The one-time-code step of the gateway login (SPEC.md sections 4, 5 and 9): the six digits, the
// message under the field, and the resend countdown in 59-second steps until Request New OTP.

import { useSelector } from '@xstate/react'
import { type FormEvent, useEffect } from 'react'
import type { ActorRefFrom } from 'xstate'
import { canSubmitOtp, type OtpMessage } from '../../domain/validation/second-factor.ts'
import type { oneTimeCodeMachine } from '../../machines/one-time-code.ts'
import type { MessageKey } from '../i18n/en/index.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { Button } from '../ui/Button.tsx'
import { Input } from '../ui/Input.tsx'
import { Actions, Field } from '../ui/Modal.tsx'
import { useToasts } from '../ui/toasts.ts'
import { countdown, LoginProblemLine } from './LoginProblemLine.tsx'
import { useStartedLogin } from './login-context.tsx'
import { useGatewayLogin } from './login-method.ts'

type OneTimeCodeActor = ActorRefFrom<typeof oneTimeCodeMachine>

const otpMessages: Record<OtpMessage, MessageKey> = {
  'Field should be required': 'login.field.required',
  'Field should be numeric': 'login.field.numeric',
  'Minimum requirement not met': 'login.field.tooShort',
  'Maximum requirement not met': 'login.field.tooLong',
}

export function OneTimeCodeForm() {
  const child = useSelector(
    useGatewayLogin(),
    (snapshot) => snapshot?.children.oneTimeCode as OneTimeCodeActor | undefined,
  )
  return child ? <CodeEntry code={child} /> : null
}

function CodeEntry({ code }: { code: OneTimeCodeActor }) {
  const login = useStartedLogin()
  const toasts = useToasts()
  const { t } = useI18n()
  const context = useSelector(code, (snapshot) => snapshot.context)
  const checking = useSelector(code, (snapshot) => snapshot.hasTag('loading'))
  useEffect(() => {
    const subscription = code.on('toast', (event) => toasts.show(event.toast))
    return () => subscription.unsubscribe()
  }, [code, toasts])

  function submit(event: FormEvent) {
    event.preventDefault()
    code.send({ type: 'otp.submit' })
  }

  const left = context.resendSecondsLeft
  return (
    <form onSubmit={submit}>
      <h2>{t('login.otp.title')}</h2>
      {/* Says a code was sent only when one was; else why none was, or that none was. */}
      {context.sendProblem ? (
        <LoginProblemLine problem={context.sendProblem} />
      ) : context.codeSent === undefined ? null : (
        <p>{t(context.codeSent ? 'login.otp.sent' : 'login.otp.notSent')}</p>
      )}
      <Field>
        <label htmlFor="login-otp">{t('login.otp.code')}</label>
        <Input
          id="login-otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={context.code}
          aria-invalid={context.message !== undefined}
          aria-describedby={context.message ? 'login-otp-message' : undefined}
          onChange={(event) => code.send({ type: 'otp.change', code: event.target.value })}
        />
        {context.message ? (
          <span id="login-otp-message" role="alert">
            {t(otpMessages[context.message])}
          </span>
        ) : null}
      </Field>
      <LoginProblemLine problem={context.problem} />
      <Actions>
        <Button type="submit" variant="primary" disabled={!canSubmitOtp(context.code, checking)}>
          {t(checking ? 'login.checking' : 'login.confirm')}
        </Button>
        <Button
          type="button"
          disabled={left > 0}
          onClick={() => code.send({ type: 'otp.resend' })}
          data-testid="otp-resend"
        >
          {left > 0 ? t('login.otp.resendIn', { time: countdown(left) }) : t('login.otp.resend')}
        </Button>
        <Button type="button" onClick={() => login.send({ type: 'login.close' })}>
          {t('login.close')}
        </Button>
      </Actions>
    </form>
  )
}
