import { styled } from '@linaria/react'
import { useSelector } from '@xstate/react'
import { type FormEvent, useState } from 'react'
import { useView } from '../engine/use-engine.ts'
import { Button } from '../ui/Button.tsx'
import { Input } from '../ui/Input.tsx'
import { colors } from '../ui/theme.ts'
import { useLogin } from './login-context.tsx'

export function LoginModal() {
  const login = useLogin()
  const open = useSelector(login, (snapshot) => snapshot.matches('open'))
  if (!open) return null
  return <LoginForm />
}

function LoginForm() {
  const login = useLogin()
  const loading = useSelector(login, (snapshot) => snapshot.hasTag('loading'))
  const savedUsername = useView('session', (view) => view?.savedUsername ?? '')
  const [username, setUsername] = useState(savedUsername)
  const [password, setPassword] = useState('')
  const [showPassword, setShowPassword] = useState(false)
  const [rememberMe, setRememberMe] = useState(true)
  const close = () => login.send({ type: 'login.close' })

  function submit(event: FormEvent) {
    event.preventDefault()
    login.send({ type: 'login.submit', username, password, rememberMe })
  }

  return (
    <Backdrop onClick={close}>
      <Dialog
        role="dialog"
        aria-modal="true"
        aria-label="Log in"
        onClick={(event) => event.stopPropagation()}
      >
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
              <Button type="button" onClick={() => setShowPassword(!showPassword)}>
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
          <Button type="submit" variant="primary" disabled={loading}>
            {loading ? 'Logging in…' : 'Log in'}
          </Button>
          <Button type="button" onClick={close}>
            Close
          </Button>
        </form>
      </Dialog>
    </Backdrop>
  )
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 20;
  display: grid;
  place-items: center;
  background: rgb(0 0 0 / 60%);
`

const Dialog = styled.div`
  width: min(360px, calc(100vw - 32px));
  padding: 20px;
  border-radius: 10px;
  background: ${colors.surface};
  border: 1px solid ${colors.line};
  form {
    display: grid;
    gap: 12px;
  }
  h2 {
    margin: 0;
  }
  input:not([type='checkbox']) {
    width: 100%;
  }
`

const Field = styled.div`
  display: grid;
  gap: 4px;
  label {
    color: ${colors.muted};
    font-size: 13px;
  }
`

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
