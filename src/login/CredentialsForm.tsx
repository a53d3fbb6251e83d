// Username and password, the first step of every login method, with remember-me (SPEC.md
// section 5).

import { styled } from '@linaria/react'
import { useSelector } from '@xstate/react'
import { type FormEvent, useState } from 'react'
import { useView } from '../engine/use-engine.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { Button } from '../ui/Button.tsx'
import { Input } from '../ui/Input.tsx'
import { Actions, Field } from '../ui/Modal.tsx'
import { colors } from '../ui/theme.ts'
import { LoginProblemLine } from './LoginProblemLine.tsx'
import { useStartedLogin } from './login-context.tsx'

export function CredentialsForm() {
  const login = useStartedLogin()
  const { t } = useI18n()
  const loading = useSelector(login, (snapshot) => snapshot.hasTag('loading'))
  const problem = useSelector(login, (snapshot) => snapshot.context.problem)
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
      <h2>{t('login.title')}</h2>
      <Field>
        <label htmlFor="login-username">{t('login.credentials.username')}</label>
        <Input
          id="login-username"
          autoComplete="username"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
      </Field>
      <Field>
        <label htmlFor="login-password">{t('login.credentials.password')}</label>
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
            {t(showPassword ? 'login.credentials.hidePassword' : 'login.credentials.showPassword')}
          </Button>
        </PasswordRow>
      </Field>
      <Check>
        <input
          type="checkbox"
          checked={rememberMe}
          onChange={(event) => setRememberMe(event.target.checked)}
        />
        {t('login.credentials.rememberMe')}
      </Check>
      <LoginProblemLine problem={problem} />
      <Actions>
        <Button type="submit" variant="primary" disabled={loading || !methodKnown}>
          {t(loading || !methodKnown ? 'login.credentials.submitting' : 'login.credentials.submit')}
        </Button>
        <Button type="button" onClick={() => login.send({ type: 'login.close' })}>
          {t('login.close')}
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
