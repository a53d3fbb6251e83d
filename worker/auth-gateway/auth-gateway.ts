// The auth-gateway login's calls (SPEC.md section 7, Auth gateway): form-encoded posts under
// /auth/{lang}/ (the password step at /api/login for a brand that uses it), whose steps the
// gateway keeps in a cookie, then GET /api/session. The login
// statechart (machines/login/gateway-login.ts) decides the order; each command is one of its actors.

import {
  checkOneTimeCode,
  checkSecurityAnswer,
  completeGatewayLogin,
  getSecurityQuestion,
  logInThroughApiLogin,
  logInThroughGateway,
  requestOneTimeCode,
} from '../../domain/api/auth-gateway.ts'
import type { LoginCredentials } from '../../domain/validation/login-credentials.ts'
import type { EngineContext } from '../context/context.ts'

export function createAuthGatewayModule(context: EngineContext) {
  const { call } = context
  const resendStarts = context.persistence.slice('otp-resend-starts')
  // Each step sends back the cookie the step before it set: the calls go with credentials.
  const step = () => ({
    params: { lang: context.page.get().language },
    withCredentials: true,
  })

  return {
    views: {},
    commands: {
      /** The password step, where the brand's gateway_login_route sends it. */
      authenticate(credentials: LoginCredentials) {
        const body = { username: credentials.username.trim(), password: credentials.password }
        return context.settings.get().gateway_login_route === 'api_login'
          ? call(logInThroughApiLogin, { withCredentials: true, body })
          : call(logInThroughGateway, { ...step(), body })
      },
      requestOneTimeCode() {
        return call(requestOneTimeCode, { ...step(), body: {} })
      },
      validateOneTimeCode(code: string) {
        return call(checkOneTimeCode, { ...step(), body: { code } })
      },
      fetchSecurityQuestion() {
        return call(getSecurityQuestion, { ...step(), body: {} })
      },
      checkSecurityAnswer(answer: string) {
        return call(checkSecurityAnswer, { ...step(), body: { answer } })
      },
      completeLogin() {
        return call(completeGatewayLogin, { ...step(), body: {} })
      },
      /** When the resend lock began for a username (SPEC.md section 4: survives a reload). */
      async loadResendStart(username: string): Promise<number | undefined> {
        return (await resendStarts.load())?.[username]
      },
      async storeResendStart(username: string, startedAt: number): Promise<void> {
        const starts = (await resendStarts.load()) ?? {}
        await resendStarts.save({ ...starts, [username]: startedAt })
      },
    },
  }
}
