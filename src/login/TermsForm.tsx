// The operator wallet's terms step (SPEC.md section 4): a new version of the terms to read and
// accept before the session goes on.

import { useSelector } from '@xstate/react'
import { Button } from '../ui/Button.tsx'
import { Actions } from '../ui/Modal.tsx'
import { useLogin } from './login-context.tsx'

export function TermsForm() {
  const login = useLogin()
  const fileName = useSelector(login, (snapshot) => snapshot.context.termsFileName)
  const loading = useSelector(login, (snapshot) => snapshot.hasTag('loading'))
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        login.send({ type: 'terms.accept' })
      }}
    >
      <h2>Our terms have changed</h2>
      <p>Please read the new terms and conditions and accept them to continue.</p>
      {fileName ? (
        <a href={fileName} target="_blank" rel="noreferrer">
          Read the terms and conditions
        </a>
      ) : null}
      <Actions>
        <Button type="submit" variant="primary" disabled={loading}>
          {loading ? 'Accepting…' : 'Accept and continue'}
        </Button>
        <Button type="button" onClick={() => login.send({ type: 'login.close' })}>
          Close
        </Button>
      </Actions>
    </form>
  )
}
