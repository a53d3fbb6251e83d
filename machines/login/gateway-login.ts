// The auth gateway's login (SPEC.md sections 4, 5 and 7, login flow 1): the credentials to the
// gateway, then the second factor its otp flag asks for (a one-time code when true, the security
// question when null, none when false), then the integration that makes the session. The session
// itself is fetched by the login chart (login.ts), as after a wallet login.

import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate'
import type {
  GatewayCheckResponse,
  GatewayLoginResponse,
  SecurityQuestionResponse,
} from '../../domain/api/auth-gateway.ts'
import type { ApiError, ApiResult } from '../../domain/api/result.ts'
import type { LoginCredentials } from '../../domain/validation/login-credentials.ts'
import {
  canSubmitSecurityAnswer,
  isSecondFactorAccepted,
  type LoginModalForm,
  loginModalForm,
} from '../../domain/validation/second-factor.ts'
import { oneTimeCodeMachine } from '../one-time-code.ts'
import {
  failOnDone,
  failOnError,
  type MethodInput,
  methodSteps,
  okOrFail,
  okTo,
  tellOnDone,
  tellOnError,
} from './login-steps.ts'

const wrongAnswer: ApiError = {
  status: 401,
  code: 'wrong-answer',
  message: 'The security answer was not accepted',
}

export type GatewayLoginEvent = { type: 'security.submit'; answer: string }

type GatewayContext = MethodInput & { securityQuestion?: string }

export const gatewayLoginMachine = setup({
  types: {
    context: {} as GatewayContext,
    input: {} as MethodInput,
    events: {} as GatewayLoginEvent,
  },
  actors: {
    authenticateWithGateway: fromPromise<ApiResult<GatewayLoginResponse>, LoginCredentials>(() => {
      throw new Error('authenticateWithGateway not provided')
    }),
    oneTimeCode: oneTimeCodeMachine,
    fetchSecurityQuestion: fromPromise<ApiResult<SecurityQuestionResponse>, void>(() => {
      throw new Error('fetchSecurityQuestion not provided')
    }),
    checkSecurityAnswer: fromPromise<ApiResult<GatewayCheckResponse>, { answer: string }>(() => {
      throw new Error('checkSecurityAnswer not provided')
    }),
    completeGatewayLogin: fromPromise<ApiResult<unknown>, void>(() => {
      throw new Error('completeGatewayLogin not provided')
    }),
  },
  guards: {
    hasAnswer: (_, answer: string) => canSubmitSecurityAnswer(answer, false),
    asksForOneTimeCode: (_, result: ApiResult<GatewayLoginResponse>) =>
      result.ok && result.data.otp === true,
    asksForSecurityQuestion: (_, result: ApiResult<GatewayLoginResponse>) =>
      result.ok && result.data.otp === null,
    isAccepted: (_, result: ApiResult<GatewayCheckResponse>) =>
      result.ok && isSecondFactorAccepted(result.data),
  },
  actions: {
    takeSecurityQuestion: assign((_, answer: ApiResult<SecurityQuestionResponse>) => ({
      securityQuestion: answer.ok ? answer.data.result : undefined,
    })),
  },
})
  .extend(methodSteps<GatewayContext, GatewayLoginEvent>())
  .createMachine({
    id: 'gatewayLogin',
    context: ({ input }) => input,
    initial: 'authenticating',
    states: {
      authenticating: {
        tags: 'loading',
        invoke: {
          src: 'authenticateWithGateway',
          input: ({ context }) => context.credentials,
          onDone: [
            {
              guard: { type: 'asksForOneTimeCode', params: ({ event }) => event.output },
              target: 'oneTimeCode',
            },
            {
              guard: { type: 'asksForSecurityQuestion', params: ({ event }) => event.output },
              target: 'securityQuestion',
            },
            okTo('integrating'),
            failOnDone(),
          ],
          onError: failOnError,
        },
      },
      oneTimeCode: {
        invoke: {
          id: 'oneTimeCode',
          src: 'oneTimeCode',
          input: ({ context }) => ({ username: context.credentials.username, now: context.now }),
          onDone: 'integrating',
        },
      },
      securityQuestion: {
        initial: 'loadingQuestion',
        states: {
          loadingQuestion: {
            tags: 'loading',
            invoke: okOrFail('fetchSecurityQuestion', 'answering', 'takeSecurityQuestion'),
          },
          answering: {
            on: {
              'security.submit': {
                guard: { type: 'hasAnswer', params: ({ event }) => event.answer },
                target: 'checkingAnswer',
              },
            },
          },
          checkingAnswer: {
            tags: 'loading',
            invoke: {
              src: 'checkSecurityAnswer',
              input: ({ event }) => ({
                answer: event.type === 'security.submit' ? event.answer : '',
              }),
              onDone: [
                {
                  guard: { type: 'isAccepted', params: ({ event }) => event.output },
                  target: '#gatewayLogin.integrating',
                },
                tellOnDone('answering', wrongAnswer),
              ],
              onError: tellOnError('answering'),
            },
          },
        },
      },
      integrating: {
        tags: 'loading',
        invoke: okOrFail('completeGatewayLogin', 'integrated'),
      },
      /** The login chart fetches the session next. */
      integrated: { type: 'final' },
    },
  })

/** §4: the one form the modal shows for the gateway, OTP before security question before the login form. */
export const gatewayFormOf = (snapshot: SnapshotFrom<typeof gatewayLoginMachine>): LoginModalForm =>
  loginModalForm({
    showOtp: snapshot.matches('oneTimeCode'),
    showSecurityQuestion: snapshot.matches('securityQuestion'),
  })
