// The RES codes a placement can answer with (SPEC.md section 8, Bet error codes), in the words the
// bettor reads on the slip. The server sends them in the response's errors or as the error's code.

export const betErrorMeanings = {
  'RES-00152': 'The price has changed',
  'RES-00048': 'This bet is suspended',
  'RES-00109': 'This bet is suspended',
  'RES-00108': 'This selection or its event is suspended',
  'RES-00056': 'Your stake is greater than your balance',
  'RES-00034': 'Your stake is over the maximum',
  'RES-00103': 'Bets are not allowed on this account',
  'RES-00140': 'Your stake is under the minimum',
  'RES-00057': 'Your running bets are over your balance',
  'RES-00153': 'The handicap or total has changed',
  'RES-00195': 'The bet was rejected by the trader',
  'RES-00047': 'The event has already started',
  'RES-00046': 'The price feed failed, please try again',
  'RES-00100': 'Starting price is not allowed on this selection',
  'RES-00098': 'No price is available',
  'RES-00199': 'The bet timed out, please try again',
  'RES-00196': 'The bet timed out, please try again',
  'RES-00218': 'These selections cannot be combined',
  'RES-00233': 'The limit for this combination has been reached',
  'RES-00241': 'The free bet could not be used',
  'RES-00049': 'Something went wrong with this bet',
  'RES-00246': 'Another bet is being placed, please wait',
  'RES-00247': 'Too many bets on the slip',
} as const

export type BetErrorCode = keyof typeof betErrorMeanings

/** The bet change code: the price moved; the bettor may accept the new one and place again. */
export const priceChangedCode = 'RES-00152' satisfies BetErrorCode

export const isBetErrorCode = (code: string | undefined): code is BetErrorCode =>
  code !== undefined && Object.hasOwn(betErrorMeanings, code)

/** Unknown codes keep the server's message, so a new code still tells the bettor something. */
export const betErrorMeaning = (code: string | undefined, message?: string): string =>
  isBetErrorCode(code) ? betErrorMeanings[code] : message || 'Something went wrong'
