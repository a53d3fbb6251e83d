// Player API (SPEC.md section 7): the player's own records, balance, wagering, history and the
// settings a player may change. Every path naming a username is the caller's own or a 403
// before its input is read (authenticatedRoute).

import type { FastifyInstance } from 'fastify'
import {
  balanceParamsSchema,
  balanceQuerySchema,
  sportsbookBalanceSchema,
} from '../../domain/api/player-login.ts'
import {
  type CheckPlayer,
  checkPlayerSchema,
  type HistoryQuery,
  historyPageSchema,
  historyQuerySchema,
  type PlayerDetailsUpdate,
  type PriceFormatAnswer,
  type PriceFormatRequest,
  playerDetailsSchema,
  playerDetailsUpdateSchema,
  playerPathSchema,
  priceFormatAnswerSchema,
  priceFormatRequestSchema,
  type WageringRequirements,
  wageringRequirementsSchema,
} from '../../domain/api/player-records.ts'
import { riskGroupNoticeSchema } from '../../domain/api/risk-group-notice.ts'
import type { ApiContext } from '../http/api-context.ts'
import { authenticatedRoute, ownsPath, sessionOf } from '../http/authenticate.ts'
import { sendError } from '../http/errors.ts'
import {
  readPlayerDetails,
  updatePlayerDetails,
  updatePriceFormat,
} from '../players/player-details.ts'
import { historyBounds, readHistory } from '../players/player-history.ts'
import { acknowledgeRiskGroupNotice, readRiskGroupNotice } from '../players/risk-group-notice.ts'
import { readSportsbookBalance } from '../wallet/balance.ts'

type UsernamePath = { Params: { username: string } }

export function playerRoutes(app: FastifyInstance, api: ApiContext): void {
  const { db } = api
  const tags = ['Player API']

  app.get<UsernamePath>(
    '/xapi/icore/players/:username/balance/sportsbook',
    authenticatedRoute(api, {
      summary: "The player's sportsbook balance, in minor units",
      tags,
      params: balanceParamsSchema,
      querystring: balanceQuerySchema,
      response: { 200: sportsbookBalanceSchema },
    }),
    async (request, reply) => {
      if (!(await ownsPath(request, reply, request.params))) return reply
      const balance = await readSportsbookBalance(db, sessionOf(request).accountId)
      return balance ?? sendError(reply, 404, 'not-found', 'no sportsbook account')
    },
  )

  app.get<UsernamePath>(
    '/xapi/icore/players/:username/details',
    authenticatedRoute(api, {
      summary: "The player's details",
      tags,
      params: playerPathSchema,
      response: { 200: playerDetailsSchema },
    }),
    async (request, reply) => {
      if (!(await ownsPath(request, reply, request.params))) return reply
      const details = await readPlayerDetails(db, sessionOf(request).playerId)
      return details ?? sendError(reply, 404, 'not-found', 'no such player')
    },
  )

  app.put<UsernamePath & { Body: PlayerDetailsUpdate }>(
    '/xapi/icore/players/:username/details',
    authenticatedRoute(api, {
      summary:
        'Changes what a player may change (priceFormat, locale, defaultStake, isRememberStake, enableStreamFullScreen); answers the details',
      tags,
      params: playerPathSchema,
      body: playerDetailsUpdateSchema,
      response: { 200: playerDetailsSchema },
    }),
    async (request, reply) => {
      if (!(await ownsPath(request, reply, request.params))) return reply
      const { playerId } = sessionOf(request)
      await updatePlayerDetails(db, playerId, request.body)
      const details = await readPlayerDetails(db, playerId)
      return details ?? sendError(reply, 404, 'not-found', 'no such player')
    },
  )

  app.get(
    '/xapi/icore/checkplayer',
    authenticatedRoute(api, {
      summary: 'Whom the bearer token names: the player id, username and status',
      tags,
      response: { 200: checkPlayerSchema },
    }),
    async (request, reply) => {
      const session = sessionOf(request)
      const [row] = await db.query<{ account_status: CheckPlayer['status']; currency: string }>(
        `select p.account_status, a.currency from players p join accounts a on a.player_id = p.id
         where p.id = $1 and a.id = $2`,
        [session.playerId, session.accountId],
      )
      if (!row) return sendError(reply, 404, 'not-found', 'no such player')
      return {
        id: session.playerId,
        username: session.username,
        status: row.account_status,
        accountId: session.accountId,
        currency: row.currency,
      } satisfies CheckPlayer
    },
  )

  app.get<UsernamePath & { Querystring: HistoryQuery }>(
    '/xapi/icore/players/:username/history',
    authenticatedRoute(api, {
      summary: "The player's logins, payments and bets, newest first; from/to bound the dates",
      tags,
      params: playerPathSchema,
      querystring: historyQuerySchema,
      response: { 200: historyPageSchema },
    }),
    async (request, reply) => {
      if (!(await ownsPath(request, reply, request.params))) return reply
      const { from, to } = historyBounds(request.query)
      if (from && to && from > to)
        return sendError(reply, 400, 'invalid-request', 'from must not be after to')
      return readHistory(db, sessionOf(request).playerId, request.query)
    },
  )

  app.get<UsernamePath>(
    '/xapi/icore/players/:username/sportsbook/wageringRequirements',
    authenticatedRoute(api, {
      summary: 'What is left to wager before the promo cash becomes withdrawable',
      tags,
      params: playerPathSchema,
      response: { 200: wageringRequirementsSchema },
    }),
    async (request, reply) => {
      if (!(await ownsPath(request, reply, request.params))) return reply
      const balance = await readSportsbookBalance(db, sessionOf(request).accountId)
      if (!balance) return sendError(reply, 404, 'not-found', 'no sportsbook account')
      return {
        totalLeftToWager: balance.totalLeftToWager,
        promoCash: balance.promoCash,
        currency: balance.currency,
      } satisfies WageringRequirements
    },
  )

  app.get<UsernamePath>(
    '/xapi/icore/players/:username/riskGroupNotice',
    authenticatedRoute(api, {
      summary:
        "The risk-group notice: whether it is due, and the player's real-money activity of the last 30 days",
      tags,
      params: playerPathSchema,
      response: { 200: riskGroupNoticeSchema },
    }),
    async (request, reply) => {
      if (!(await ownsPath(request, reply, request.params))) return reply
      const notice = await readRiskGroupNotice(db, sessionOf(request), new Date(api.now()))
      return notice ?? sendError(reply, 404, 'not-found', 'no such player')
    },
  )

  app.post<UsernamePath>(
    '/xapi/icore/players/:username/riskGroupNotice',
    authenticatedRoute(api, {
      summary:
        'The player acknowledges the risk-group notice, which is kept and puts it off for a day; 409 outside the risk group',
      tags,
      params: playerPathSchema,
      response: { 200: riskGroupNoticeSchema },
    }),
    async (request, reply) => {
      if (!(await ownsPath(request, reply, request.params))) return reply
      const player = sessionOf(request)
      if (!(await acknowledgeRiskGroupNotice(db, player.playerId)))
        return sendError(reply, 409, 'not-in-risk-group', 'the player is not in a risk group')
      const notice = await readRiskGroupNotice(db, player, new Date(api.now()))
      return notice ?? sendError(reply, 404, 'not-found', 'no such player')
    },
  )

  app.post<{ Body: PriceFormatRequest }>(
    '/xapi/icore/players/priceformat',
    authenticatedRoute(api, {
      summary: "Sets the player's price format (and odds type); 403 for another username",
      tags,
      body: priceFormatRequestSchema,
      response: { 200: priceFormatAnswerSchema },
    }),
    async (request, reply) => {
      // The username is in the body here, so it is checked once the body is read.
      if (!(await ownsPath(request, reply, { username: request.body.username }))) return reply
      const { priceFormat, username } = request.body
      await updatePriceFormat(db, sessionOf(request).playerId, priceFormat)
      return { username, priceFormat, oddsType: priceFormat } satisfies PriceFormatAnswer
    },
  )
}
