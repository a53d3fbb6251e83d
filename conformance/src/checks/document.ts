// SPEC.md section 7: the document offers every call the client makes, and the test hooks a run
// uses are offered under their own tag. Operations are matched by method and path, whatever the
// document names their parameters.

import type { Contract } from '../contract.ts'
import { type Check, expect } from '../kit.ts'

/** The calls of SPEC.md section 7 (and docs/api.md) the client makes. */
export const clientCalls = [
  'POST /xapi/icore/players/login',
  'GET /xapi/icore/players/{username}/details',
  'PUT /xapi/icore/players/{username}/details',
  'GET /xapi/icore/checkplayer',
  'GET /xapi/icore/players/{username}/history',
  'GET /xapi/icore/players/{username}/sportsbook/wageringRequirements',
  'GET /xapi/icore/players/{username}/balance/sportsbook',
  'POST /auth/{lang}/api/plugins/component/route/header_login/authenticate',
  'POST /auth/{lang}/api/plugins/component/route/otp/validate',
  'POST /auth/{lang}/api/plugins/component/route/otp/generate',
  'POST /auth/{lang}/api/plugins/component/route/security_question/getquestion',
  'POST /auth/{lang}/api/plugins/component/route/security_question/checkAnswer',
  'POST /auth/{lang}/api/plugins/module/route/als_integration/integrate',
  'POST /accounts/sessions',
  'POST /accounts/me/sessions/accept-terms',
  'POST /accounts/me/sessions/refresh',
  'DELETE /accounts/me/sessions',
  'GET /accounts/me/profile',
  'GET /accounts/me/balance',
  'POST /accounts/me/game-launch-url',
  'GET /api/session',
  'DELETE /api/session',
  'GET /xapi/rest/accounts/{accountId}/info',
  'PUT /xapi/rest/accounts/{accountId}',
  'POST /xapi/rest/accounts/{accountId}/betslips',
  'PUT /xapi/rest/betslips/{betSlipId}/status',
  'PUT /xapi/rest/betslips/selections',
  'POST /xapi/rest/betslips/selections',
  'POST /xapi/rest/betslips/retailcodes',
  'GET /xapi/rest/promotions/epw',
  'GET /xapi/rest/accounts/{accountId}/betslips/{betSlipId}/details',
  'GET /xapi/rest/acchistory/dailySettledBets',
  'GET /xapi/bet/account/{accountId}/openbets',
  'GET /xapi/bet/account/{accountId}/openbet/{betId}',
  'GET /xapi/bet/account/{accountId}/betcount',
  'GET /xapi/bet/account/{accountId}/cashout/{betId}',
  'POST /xapi/bet/account/{accountId}/cashout',
  'POST /xapi/rest/accounts/{accountId}/jackpotbetslips',
  'POST /xapi/rest/jackpotbetslips/retailcodes',
  'POST /xapi/rest/jackpotbetslips/selections',
  'GET /xapi/rest/jackpotbetweb/active',
  'GET /xapi/rest/live/events',
  'GET /xapi/rest/markets/{id}',
  'GET /xapi/rest/markets',
  'GET /xapi/rest/events',
  'POST /xapi/rest/events',
  'GET /xapi/rest/events/{id}',
  'GET /xapi/rest/oddsLadderAndMargins/{version}',
  'GET /xapi/rest/currencies',
  'GET /api/v2/geo_data',
  'GET /api/geo_data',
  'GET /api/cached_settings',
  'GET /api/metrics',
  'POST /api/metrics',
  'GET /api/gcb_seals',
  'GET /api/adverts/{adId}',
  'GET /xapi/live/changes',
]

/** The test hooks a run with --hooks calls (docs/api.md), each under the tag "Test hooks". */
export const hookCalls = [
  'POST /dev/markets/{marketId}/result',
  'POST /dev/outcomes/{outcomeId}/price',
  'POST /dev/markets/{marketId}/status',
  'POST /dev/betslips/{betSlipId}/decision',
  'GET /dev/outbox',
  'POST /dev/players/{username}/money',
]

/** A method and path with its parameters' names left out: '{}' stands for any. */
const shape = (key: string) => key.replace(/\{[^}]*\}/g, '{}')

export function operationOf(contract: Contract, key: string) {
  return contract.operations.find((operation) => shape(operation.key) === shape(key))
}

export const documentChecks: Check[] = [
  {
    section: '7',
    group: 'document',
    name: 'the document is OpenAPI 3.1 and lists operations',
    async run({ client, contract }) {
      const answer = await client.call('GET', '/docs/openapi.json')
      const version = (answer.json as { openapi?: unknown } | undefined)?.openapi
      expect(
        typeof version === 'string' && version.startsWith('3.1'),
        `openapi is ${version}, not 3.1`,
        answer,
      )
      expect(contract.operations.length > 0, 'the document lists no operation', answer)
    },
  },
  ...clientCalls.map(
    (key): Check => ({
      section: '7',
      group: 'document',
      name: `the document offers ${key}`,
      async run({ contract }) {
        expect(operationOf(contract, key), `${key} is not in /docs/openapi.json`)
      },
    }),
  ),
  {
    section: '7',
    group: 'document',
    name: "the live stream's frames are published as JSON Schema",
    async run({ client }) {
      const answer = await client.call('GET', '/docs/live-protocol.schema.json')
      const defs = (answer.json as { $defs?: Record<string, unknown> } | undefined)?.$defs ?? {}
      expect(
        'ServerMessage' in defs && 'ClientMessage' in defs,
        'no ServerMessage and ClientMessage in /docs/live-protocol.schema.json',
        answer,
      )
    },
  },
  ...hookCalls.map(
    (key): Check => ({
      section: '7',
      group: 'document',
      name: `the test hook ${key} is offered under "Test hooks"`,
      hooks: true,
      async run({ contract }) {
        const operation = operationOf(contract, key)
        expect(operation, `${key} is not in /docs/openapi.json`)
        expect(
          operation.tags.includes('Test hooks'),
          `${key} is tagged ${operation.tags.join(', ') || 'nothing'}, not "Test hooks"`,
        )
      },
    }),
  ),
]
