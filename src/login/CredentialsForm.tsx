// Username and password, the first step of every login method, with remember-me (SPEC.md
// section 5).

import { styled } from '@linaria/react'
import { useSelector } from '@xstate/react'
import { type FormEvent, useState } from 'react'
import { useView } from '../engine/use-engine.ts'
import { Button } from '../ui/Button.tsx'
import { Input } from '../ui/Input.tsx'
import { Actions, Field } from '../ui/Modal.tsx'
import { colors } from '../ui/theme.ts'
import { useLogin } from './login-context.tsx'

export function CredentialsForm() {
  const login = useLogin()
  const loading = useSelector(login, (snapshot) => snapshot.hasTag('loading'))
  const savedUsername = useView('session', (view) => view?.savedUsername ?? '')
  // The brand's settings name its login method: until the statechart has it, it is not known.
  const brandMethod = useView('settings', (view) =>
    view === undefined || view.status === 'loading' ? undefined : view.settings.login_method,
  )
  const method = useSelector(login, (snapshot) => snapshot.context.method)
  const methodKnown = brandMethod === method
  const [username, setUsername] = useState(savedUsername)
  const [password, setPassword] = useState('')
  const [showPassword, setShowPassword] = useState(false)
  const [rememberMe, setRememberMe] = useState(true)

  function submit(event: FormEvent) {
    event.preventDefault()
    login.send({ type: 'login.submit', username, password, rememberMe })
  }

  return (
    <form onSubmit={submit}>
      <h2>Log in</h2>
      <Field>
        <label htmlFor="login-username">Username</label>
        <Input
          id="login-username"
          autoComplete="username"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
      </Field>
      <Field>
        <label htmlFor="login-password">Password</label>
        <PasswordRow>
          <Input
            id="login-password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Button
            type="button"
            aria-pressed={showPassword}
            onClick={() => setShowPassword(!showPassword)}
          >
            {showPassword ? 'Hide' : 'Show'}
          </Button>
        </PasswordRow>
      </Field>
      <Check>
        <input
          type="checkbox"
          checked={rememberMe}
          onChange={(event) => setRememberMe(event.target.checked)}
        />
        Remember me
      </Check>
      <Actions>
        <Button type="submit" variant="primary" disabled={loading || !methodKnown}>
          {loading || !methodKnown ? 'Logging in…' : 'Log in'}
        </Button>
        <Button type="button" onClick={() => login.send({ type: 'login.close' })}>
          Close
        </Button>
      </Actions>
    </form>
  )
}

const PasswordRow = styled.span`
  display: flex;
  gap: 6px;
`

const Check = styled.label`
  display: flex;
  color: ${colors.muted};
  font-size: 13px;
  align-items: center;
  gap: 8px;
`
