// The auth-gateway login's calls (SPEC.md section 7, Auth gateway): form-encoded posts under
// /auth/{lang}/, whose steps the gateway keeps in a cookie, then GET /api/session. The login
// statechart (machines/login/gateway-login.ts) decides the order; each command is one of its actors.

import {
  gatewayCheckResponseSchema,
  gatewayLoginResponseSchema,
  securityQuestionResponseSchema,
} from '../../domain/api/auth-gateway.ts'
import type { ApiResult } from '../../domain/api/result.ts'
import { reader } from '../../domain/api/schema.ts'
import type { LoginCredentials } from '../../domain/validation/login-credentials.ts'
import type { EngineContext } from '../context/context.ts'
import type { RequestOptions } from '../context/transport.ts'

export function createAuthGatewayModule(context: EngineContext) {
  const resendStarts = context.persistence.slice('otp-resend-starts')

  const post = <T>(
    route: string,
    read: RequestOptions<T>['read'],
    form: Record<string, string>,
  ): Promise<ApiResult<T>> =>
    context.request(
      `/auth/${encodeURIComponent(context.page.get().language)}/api/plugins/${route}`,
      { method: 'POST', read, form, withCredentials: true },
    )

  return {
    views: {},
    commands: {
      authenticate(credentials: LoginCredentials) {
        return post(
          'component/route/header_login/authenticate',
          reader(gatewayLoginResponseSchema),
          {
            username: credentials.username.trim(),
            password: credentials.password,
          },
        )
      },
      requestOneTimeCode() {
        return post('component/route/otp/generate', reader(gatewayCheckResponseSchema), {})
      },
      validateOneTimeCode(code: string) {
        return post('component/route/otp/validate', reader(gatewayCheckResponseSchema), { code })
      },
      fetchSecurityQuestion() {
        return post(
          'component/route/security_question/getquestion',
          reader(securityQuestionResponseSchema),
          {},
        )
      },
      checkSecurityAnswer(answer: string) {
        return post(
          'component/route/security_question/checkAnswer',
          reader(gatewayCheckResponseSchema),
          {
            answer,
          },
        )
      },
      completeLogin() {
        return post(
          'module/route/als_integration/integrate',
          reader(gatewayCheckResponseSchema),
          {},
        )
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
