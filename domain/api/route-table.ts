// The route table: every HTTP operation of the API, one entry each (operation.ts). The server
// registers exactly these, the engine calls only these, and /docs/openapi.json is made of them.

import {
  addToBetslip,
  bookBetslip,
  decideReferredBetslip,
  getParlayExtraWinnings,
  getPriceAcceptance,
  loadBookedBetslip,
  refreshBetslip,
  setPriceAcceptance,
} from './betslip-model.ts'
import { cashOutBet, getCashOutOffer } from './cash-out.ts'
import { getPayments, getTransactions, makeDeposit, makeWithdrawal } from './cashier.ts'
import {
  bookJackpotBetslip,
  getActiveJackpot,
  getJackpotBetslips,
  loadBookedJackpotBetslip,
  placeJackpotBetslip,
  priceJackpotBetslip,
} from './jackpot.ts'
import { getOddsBoosts } from './odds-boosts.ts'
import { getBetCount, getOpenBet, getOpenBets } from './open-bets.ts'
import type { Operation } from './operation.ts'
import { getPins, putPins } from './pins.ts'
import { checkBetslipStatus, placeBetslip } from './placement.ts'
import { getBetslipDetails, getSettledBets, setMarketResult } from './settled-bets.ts'

export const routeTable = [
  getPins,
  putPins,
  // Betting and money
  refreshBetslip,
  addToBetslip,
  bookBetslip,
  loadBookedBetslip,
  getParlayExtraWinnings,
  getPriceAcceptance,
  setPriceAcceptance,
  placeBetslip,
  checkBetslipStatus,
  decideReferredBetslip,
  getOddsBoosts,
  getOpenBets,
  getOpenBet,
  getBetCount,
  getSettledBets,
  getBetslipDetails,
  getCashOutOffer,
  cashOutBet,
  setMarketResult,
  getActiveJackpot,
  priceJackpotBetslip,
  bookJackpotBetslip,
  loadBookedJackpotBetslip,
  placeJackpotBetslip,
  getJackpotBetslips,
  makeDeposit,
  makeWithdrawal,
  getTransactions,
  getPayments,
] as const satisfies readonly Operation[]
