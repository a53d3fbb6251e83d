import { describe, expectTypeOf, it } from 'vitest'
import type { ApiErrorCode, ServerErrorCode } from './error-codes.ts'

describe('the error codes (checked by the compiler: npm run typecheck)', () => {
  it('are the codes the route table lists, the RES codes and the engine’s own', () => {
    expectTypeOf<'account-locked'>().toExtend<ServerErrorCode>()
    expectTypeOf<'RES-00152'>().toExtend<ApiErrorCode>()
    expectTypeOf<'timeout' | 'invalid-response' | 'jwe_token_expired'>().toExtend<ApiErrorCode>()
    // One code for "not logged in": unauthorized.
    expectTypeOf<'logged-out'>().not.toExtend<ApiErrorCode>()
  })
})
