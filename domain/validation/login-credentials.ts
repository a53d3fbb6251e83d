// Login form check before any call (SPEC.md section 5, Login).

export interface LoginCredentials {
  username: string
  password: string
}

export type CheckedCredentials =
  | { ok: true; credentials: LoginCredentials }
  | { ok: false; toastKey: 'error-invalid-login-credentials' }

/** §5: the username is trimmed; an empty username or password is answered with one toast. */
export const checkLoginCredentials = (input: LoginCredentials): CheckedCredentials => {
  const username = input.username.trim()
  if (username === '' || input.password === '')
    return { ok: false, toastKey: 'error-invalid-login-credentials' }
  return { ok: true, credentials: { username, password: input.password } }
}
