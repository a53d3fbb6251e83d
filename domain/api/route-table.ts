// The route table: every HTTP operation of the API, one entry each (operation.ts). The server
// registers exactly these, the engine calls only these, and /docs/openapi.json is made of them.

import { getAccountInfo, setRealMoneyBonuses } from './accounts.ts'
import {
  changeBrandSettings,
  createBrand,
  getAudit,
  getBrand,
  listBrands,
  setBrandCashierLimits,
  setBrandJackpotTerms,
  setBrandLanguages,
  setBrandParentOrigins,
  setBrandTheme,
  updateBrand,
  uploadBrandFavicon,
  uploadBrandLogo,
} from './admin.ts'
import {
  checkOneTimeCode,
  checkSecurityAnswer,
  completeGatewayLogin,
  getSecurityQuestion,
  logInThroughApiLogin,
  logInThroughGateway,
  requestOneTimeCode,
} from './auth-gateway.ts'
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
import { reportMetric, reportMetricByQuery } from './client-metrics.ts'
import { setEventRedCards, setEventScore } from './event-play.ts'
import {
  getEvent,
  getEvents,
  getMarket,
  getMarkets,
  getOddsLadder,
  getSportsTree,
  sendEventsQuery,
} from './events.ts'
import { ingestChanges } from './ingest.ts'
import {
  bookJackpotBetslip,
  getActiveJackpot,
  getJackpotBetslips,
  loadBookedJackpotBetslip,
  placeJackpotBetslip,
  priceJackpotBetslip,
} from './jackpot.ts'
import { getLiveChanges, getLiveEvents } from './live-events.ts'
import { setLiveFaults } from './live-faults.ts'
import { setBrandMaintenance } from './maintenance.ts'
import { setMarketStatus } from './market-status.ts'
import { getOddsBoosts } from './odds-boosts.ts'
import { getBetCount, getOpenBet, getOpenBets } from './open-bets.ts'
import type { Operation } from './operation.ts'
import {
  acceptTerms,
  getGameToken,
  getTermsPage,
  getWalletBalance,
  getWalletProfile,
  logInToWallet,
  logOut,
  logOutOfWallet,
  openPlayerSession,
  refreshWalletSession,
} from './operator-wallet.ts'
import { getClientReports, getLiveness, getOpsFigures, getReadiness } from './ops.ts'
import { readOutbox } from './outbox.ts'
import { moveOutcomePrice } from './outcome-price.ts'
import { getPins, putPins } from './pins.ts'
import { checkBetslipStatus, placeBetslip } from './placement.ts'
import { getSportsbookBalance, logIn } from './player-login.ts'
import { setPlayerMoney } from './player-money.ts'
import {
  checkPlayer,
  getPlayerDetails,
  getPlayerHistory,
  getWageringRequirements,
  setPriceFormat,
  updatePlayerDetails,
} from './player-records.ts'
import { acknowledgeRiskGroupNotice, getRiskGroupNotice } from './risk-group-notice.ts'
import { searchEvents } from './search.ts'
import { getSettings, publishBrandSettings } from './settings.ts'
import { getBetslipDetails, getSettledBets, setMarketResult } from './settled-bets.ts'
import {
  getAdvert,
  getBrandAsset,
  getCurrencies,
  getExternalHeader,
  getGamingBoardSeal,
  getGeoData,
  getGeoDataUnversioned,
  getImage,
  launchPartnerProduct,
} from './site.ts'

export const routeTable = [
  getPins,
  putPins,
  // Login, sessions and the player's own records
  logIn,
  logInThroughGateway,
  logInThroughApiLogin,
  requestOneTimeCode,
  checkOneTimeCode,
  getSecurityQuestion,
  checkSecurityAnswer,
  completeGatewayLogin,
  logInToWallet,
  getTermsPage,
  acceptTerms,
  refreshWalletSession,
  logOutOfWallet,
  getWalletProfile,
  getWalletBalance,
  getGameToken,
  openPlayerSession,
  logOut,
  checkPlayer,
  getSportsbookBalance,
  getPlayerDetails,
  updatePlayerDetails,
  getPlayerHistory,
  getWageringRequirements,
  getRiskGroupNotice,
  acknowledgeRiskGroupNotice,
  setPriceFormat,
  getAccountInfo,
  setRealMoneyBonuses,
  getExternalHeader,
  // Operator: the admin API, the operations page's figures, the probes, the feed, the client's
  // metrics, the test hooks
  createBrand,
  listBrands,
  getBrand,
  updateBrand,
  changeBrandSettings,
  setBrandLanguages,
  setBrandTheme,
  setBrandParentOrigins,
  setBrandCashierLimits,
  setBrandJackpotTerms,
  uploadBrandLogo,
  uploadBrandFavicon,
  getAudit,
  getOpsFigures,
  getClientReports,
  getLiveness,
  getReadiness,
  ingestChanges,
  reportMetric,
  reportMetricByQuery,
  moveOutcomePrice,
  setMarketStatus,
  setEventScore,
  setEventRedCards,
  setLiveFaults,
  setBrandMaintenance,
  readOutbox,
  setPlayerMoney,
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
  // Catalogue and site
  getEvents,
  sendEventsQuery,
  getEvent,
  getMarket,
  getMarkets,
  getOddsLadder,
  getSportsTree,
  getLiveEvents,
  getLiveChanges,
  searchEvents,
  getSettings,
  publishBrandSettings,
  getGeoData,
  getGeoDataUnversioned,
  getCurrencies,
  getGamingBoardSeal,
  getAdvert,
  launchPartnerProduct,
  getImage,
  getBrandAsset,
] as const satisfies readonly Operation[]
