// The one-time-code step of the gateway login (SPEC.md sections 4, 5 and 9): the six digits, the
// message under the field, and the resend countdown in 59-second steps until Request New OTP.

import { useSelector } from '@xstate/react'
import { type FormEvent, useEffect } from 'react'
import type { ActorRefFrom } from 'xstate'
import { canSubmitOtp } from '../../domain/validation/second-factor.ts'
import type { oneTimeCodeMachine } from '../../machines/one-time-code.ts'
import { Button } from '../ui/Button.tsx'
import { Input } from '../ui/Input.tsx'
import { Actions, Field } from '../ui/Modal.tsx'
import { useToasts } from '../ui/Toaster.tsx'
import { useLogin } from './login-context.tsx'

type OneTimeCodeActor = ActorRefFrom<typeof oneTimeCodeMachine>

export function OneTimeCodeForm() {
  const login = useLogin()
  const child = useSelector(
    login,
    (snapshot) => snapshot.children.oneTimeCode as OneTimeCodeActor | undefined,
  )
  return child ? <CodeEntry code={child} /> : null
}

function CodeEntry({ code }: { code: OneTimeCodeActor }) {
  const login = useLogin()
  const toasts = useToasts()
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
      <h2>Enter your code</h2>
      <p>
        We have sent a 6-digit code to your phone. It is valid for 30 minutes; you can ask for a new
        one after 5 minutes.
      </p>
      <Field>
        <label htmlFor="login-otp">One-time code</label>
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
            {context.message}
          </span>
        ) : null}
      </Field>
      <Actions>
        <Button type="submit" variant="primary" disabled={!canSubmitOtp(context.code, checking)}>
          {checking ? 'Checking…' : 'Confirm'}
        </Button>
        <Button
          type="button"
          disabled={left > 0}
          onClick={() => code.send({ type: 'otp.resend' })}
          data-testid="otp-resend"
        >
          {left > 0 ? `Request New OTP in ${countdown(left)}` : 'Request New OTP'}
        </Button>
        <Button type="button" onClick={() => login.send({ type: 'login.close' })}>
          Close
        </Button>
      </Actions>
    </form>
  )
}

const countdown = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
