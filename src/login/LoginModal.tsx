import { styled } from '@linaria/react'
import { useSelector } from '@xstate/react'
import { type FormEvent, useState } from 'react'
import type { SessionView } from '../../domain/engine/views.ts'
import { useView } from '../engine/use-engine.ts'
import { Button } from '../ui/Button.tsx'
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
  const savedUsername = useView<SessionView, string>('session', (view) => view?.savedUsername ?? '')
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
          <label>
            Username
            <input
              autoComplete="username"
              value={username}
              onChange={(event) => setUsername(event.target.value)}
            />
          </label>
          <label>
            Password
            <PasswordRow>
              <input
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
              <button type="button" onClick={() => setShowPassword(!showPassword)}>
                {showPassword ? 'Hide' : 'Show'}
              </button>
            </PasswordRow>
          </label>
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
  label {
    display: grid;
    gap: 4px;
    color: ${colors.muted};
    font-size: 13px;
  }
  input:not([type='checkbox']) {
    width: 100%;
    min-height: 40px;
    padding: 0 10px;
    border-radius: 6px;
    border: 1px solid ${colors.line};
    background: ${colors.page};
    color: ${colors.text};
    font: inherit;
  }
`

const PasswordRow = styled.span`
  display: flex;
  gap: 6px;
  button {
    padding: 0 10px;
    border-radius: 6px;
    border: 1px solid ${colors.line};
    background: ${colors.raised};
    color: ${colors.text};
    font: inherit;
    cursor: pointer;
  }
`

const Check = styled.label`
  display: flex !important;
  align-items: center;
  gap: 8px;
`
