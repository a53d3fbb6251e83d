import { styled } from '@linaria/react'
import { type FormEvent, useState } from 'react'
import { useEngine } from '../engine/use-engine.ts'
import { Button } from '../ui/Button.tsx'
import { colors } from '../ui/theme.ts'
import { useLoginModal } from './login-modal-context.ts'

export function LoginModal() {
  const engine = useEngine()
  const modal = useLoginModal()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  if (!modal.open) return null

  async function submit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setError(null)
    const result = await engine.login({ username, password })
    setBusy(false)
    if (result.ok) {
      setPassword('')
      modal.close()
    } else
      setError(
        result.error.status === 401 ? 'provided credential is invalid' : result.error.message,
      )
  }

  return (
    <Backdrop onClick={modal.close}>
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
            <input
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </label>
          {error ? <ErrorText role="alert">{error}</ErrorText> : null}
          <Button type="submit" variant="primary" disabled={busy}>
            {busy ? 'Logging in…' : 'Log in'}
          </Button>
          <Button type="button" onClick={modal.close}>
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
  input {
    min-height: 40px;
    padding: 0 10px;
    border-radius: 6px;
    border: 1px solid ${colors.line};
    background: ${colors.page};
    color: ${colors.text};
    font: inherit;
  }
`

const ErrorText = styled.p`
  margin: 0;
  color: ${colors.danger};
`
