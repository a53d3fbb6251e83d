// Player API (SPEC.md section 7): the player's own records, balance, wagering, history and the
// settings a player may change. Every path naming a username is the caller's own or a 403
// before its input is read (authenticatedRoute).

import type { FastifyInstance } from 'fastify'
import { getSportsbookBalance } from '../../domain/api/player-login.ts'
import {
  type CheckPlayer,
  checkPlayer,
  getPlayerDetails,
  getPlayerHistory,
  getWageringRequirements,
  type PriceFormatAnswer,
  setPriceFormat,
  updatePlayerDetails as updateDetails,
  type WageringRequirements,
} from '../../domain/api/player-records.ts'
import {
  acknowledgeRiskGroupNotice as acknowledgeNotice,
  getRiskGroupNotice,
} from '../../domain/api/risk-group-notice.ts'
import type { ApiContext } from '../http/api-context.ts'
import { ownsPath, sessionOf } from '../http/authenticate.ts'
import { sendError } from '../http/errors.ts'
import { serve } from '../http/serve.ts'
import {
  readPlayerDetails,
  updatePlayerDetails,
  updatePriceFormat,
} from '../players/player-details.ts'
import { historyBounds, readHistory } from '../players/player-history.ts'
import { acknowledgeRiskGroupNotice, readRiskGroupNotice } from '../players/risk-group-notice.ts'
import { readSportsbookBalance } from '../wallet/balance.ts'

export function playerRoutes(app: FastifyInstance, api: ApiContext): void {
  const { db } = api

  serve(app, api, getSportsbookBalance, async (request, reply) => {
    if (!(await ownsPath(request, reply, request.params))) return reply
    const balance = await readSportsbookBalance(db, sessionOf(request).accountId)
    return balance ?? sendError(reply, 404, 'not-found', 'no sportsbook account')
  })

  serve(app, api, getPlayerDetails, async (request, reply) => {
    if (!(await ownsPath(request, reply, request.params))) return reply
    const details = await readPlayerDetails(db, sessionOf(request).playerId)
    return details ?? sendError(reply, 404, 'not-found', 'no such player')
  })

  serve(app, api, updateDetails, async (request, reply) => {
    if (!(await ownsPath(request, reply, request.params))) return reply
    const { playerId } = sessionOf(request)
    await updatePlayerDetails(db, playerId, request.body)
    const details = await readPlayerDetails(db, playerId)
    return details ?? sendError(reply, 404, 'not-found', 'no such player')
  })

  serve(app, api, checkPlayer, async (request, reply) => {
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
  })

  serve(app, api, getPlayerHistory, async (request, reply) => {
    if (!(await ownsPath(request, reply, request.params))) return reply
    const { from, to } = historyBounds(request.query)
    if (from && to && from > to)
      return sendError(reply, 400, 'invalid-request', 'from must not be after to')
    return readHistory(db, sessionOf(request).playerId, request.query)
  })

  serve(app, api, getWageringRequirements, async (request, reply) => {
    if (!(await ownsPath(request, reply, request.params))) return reply
    const balance = await readSportsbookBalance(db, sessionOf(request).accountId)
    if (!balance) return sendError(reply, 404, 'not-found', 'no sportsbook account')
    return {
      totalLeftToWager: balance.totalLeftToWager,
      promoCash: balance.promoCash,
      currency: balance.currency,
    } satisfies WageringRequirements
  })

  serve(app, api, getRiskGroupNotice, async (request, reply) => {
    if (!(await ownsPath(request, reply, request.params))) return reply
    const notice = await readRiskGroupNotice(db, sessionOf(request), new Date(api.now()))
    return notice ?? sendError(reply, 404, 'not-found', 'no such player')
  })

  serve(app, api, acknowledgeNotice, async (request, reply) => {
    if (!(await ownsPath(request, reply, request.params))) return reply
    const player = sessionOf(request)
    if (!(await acknowledgeRiskGroupNotice(db, player.playerId)))
      return sendError(reply, 409, 'not-in-risk-group', 'the player is not in a risk group')
    const notice = await readRiskGroupNotice(db, player, new Date(api.now()))
    return notice ?? sendError(reply, 404, 'not-found', 'no such player')
  })

  serve(app, api, setPriceFormat, async (request, reply) => {
    // The username is in the body here, so it is checked once the body is read.
    if (!(await ownsPath(request, reply, { username: request.body.username }))) return reply
    const { priceFormat, username } = request.body
    await updatePriceFormat(db, sessionOf(request).playerId, priceFormat)
    return { username, priceFormat, oddsType: priceFormat } satisfies PriceFormatAnswer
  })
}
