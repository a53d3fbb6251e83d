// The demo players a fresh database starts with (printed by `npm start`, listed in README): one
// for each login path, and players whose flags change what they may do.

export interface DemoPlayer {
  id: string
  accountId: string
  brandId: string
  username: string
  password: string
  firstName: string
  lastName: string
  email: string
  phone?: string
  countryCode: string
  currency: string
  locale: string
  /** Real money to start with, in minor units. */
  balance: number
  promoCash?: number
  totalLeftToWager?: number
  secondFactor?: 'otp' | 'security-question'
  securityQuestion?: { question: string; answer: string }
  /** Terms of the wallet brand already accepted (a version), or pending (undefined). */
  termsAccepted?: string
  flags?: {
    nonBettor?: boolean
    nonDepositor?: boolean
    selfExcluded?: boolean
    holdWithdraw?: boolean
    locked?: boolean
    excludedFromPromotions?: boolean
    vipLevel?: number
    /** Placed in a risk group by the operator: the brand may show the risk-group notice. */
    riskGroup?: boolean
  }
  /** What the listing says this player is for. */
  shows: string
}

const eur = (amount: number) => amount * 100

export const demoPlayers: readonly DemoPlayer[] = [
  {
    id: 'p-1',
    accountId: 'a-1',
    brandId: 'demo',
    username: 'demo',
    password: 'demo1234',
    firstName: 'Demo',
    lastName: 'Player',
    email: 'demo@example.com',
    countryCode: 'MT',
    currency: 'EUR',
    locale: 'en',
    balance: eur(1000),
    flags: { nonDepositor: false, excludedFromPromotions: false },
    shows: 'direct login',
  },
  {
    id: 'p-2',
    accountId: 'a-2',
    brandId: 'demo',
    username: 'demo2',
    password: 'demo1234',
    firstName: 'Dana',
    lastName: 'Second',
    email: 'demo2@example.com',
    countryCode: 'IE',
    currency: 'EUR',
    locale: 'en',
    balance: eur(250),
    promoCash: eur(20),
    totalLeftToWager: eur(100),
    flags: { nonDepositor: false, excludedFromPromotions: false, vipLevel: 2 },
    shows: 'direct login, with promo cash still to wager',
  },
  {
    id: 'p-3',
    accountId: 'a-3',
    brandId: 'gateway',
    username: 'otp',
    password: 'otp12345',
    firstName: 'Putri',
    lastName: 'Santoso',
    email: 'otp@example.com',
    phone: '+62 812 5550 1234',
    countryCode: 'ID',
    currency: 'IDR',
    locale: 'id',
    // IDR 5,000,000
    balance: 500_000_000,
    secondFactor: 'otp',
    flags: { nonDepositor: false },
    shows: 'auth gateway, one-time code by SMS (GET /dev/outbox?username=otp shows it)',
  },
  {
    id: 'p-4',
    accountId: 'a-4',
    brandId: 'gateway',
    username: 'question',
    password: 'question123',
    firstName: 'Budi',
    lastName: 'Hartono',
    email: 'question@example.com',
    countryCode: 'ID',
    currency: 'IDR',
    locale: 'en',
    balance: 250_000_000,
    secondFactor: 'security-question',
    securityQuestion: { question: 'What was the name of your first pet?', answer: 'komodo' },
    shows: 'auth gateway, security question',
  },
  {
    id: 'p-5',
    accountId: 'a-5',
    brandId: 'gateway',
    username: 'gateway',
    password: 'gateway123',
    firstName: 'Sari',
    lastName: 'Wijaya',
    email: 'gateway@example.com',
    countryCode: 'ID',
    currency: 'IDR',
    locale: 'en',
    balance: 100_000_000,
    shows: 'auth gateway, no second factor',
  },
  {
    id: 'p-6',
    accountId: 'a-6',
    brandId: 'wallet',
    username: 'wallet',
    password: 'wallet123',
    firstName: 'Oliver',
    lastName: 'Crown',
    email: 'wallet@example.com',
    countryCode: 'GB',
    currency: 'GBP',
    locale: 'en',
    balance: 50_000,
    promoCash: 1_000,
    shows: 'operator wallet, terms pending',
  },
  {
    id: 'p-7',
    accountId: 'a-7',
    brandId: 'demo',
    username: 'newbie',
    password: 'newbie123',
    firstName: 'Nina',
    lastName: 'New',
    email: 'newbie@example.com',
    countryCode: 'DE',
    currency: 'EUR',
    locale: 'de',
    balance: 0,
    flags: { nonBettor: true, nonDepositor: true, excludedFromPromotions: false },
    shows: 'nonBettor and nonDepositor: has never bet or deposited',
  },
  {
    id: 'p-8',
    accountId: 'a-8',
    brandId: 'demo',
    username: 'excluded',
    password: 'excluded123',
    firstName: 'Ed',
    lastName: 'Excluded',
    email: 'excluded@example.com',
    countryCode: 'GB',
    currency: 'EUR',
    locale: 'en',
    balance: eur(40),
    flags: { selfExcluded: true, nonDepositor: false },
    shows: 'selfExcluded: may log in and withdraw, may not deposit or bet',
  },
  {
    id: 'p-9',
    accountId: 'a-9',
    brandId: 'demo',
    username: 'hold',
    password: 'hold1234',
    firstName: 'Hana',
    lastName: 'Hold',
    email: 'hold@example.com',
    countryCode: 'FR',
    currency: 'EUR',
    locale: 'fr',
    balance: eur(300),
    flags: { holdWithdraw: true, nonDepositor: false },
    shows: 'holdWithdraw: withdrawals are held',
  },
  {
    id: 'p-10',
    accountId: 'a-10',
    brandId: 'demo',
    username: 'locked',
    password: 'locked123',
    firstName: 'Lars',
    lastName: 'Locked',
    email: 'locked@example.com',
    countryCode: 'SE',
    currency: 'EUR',
    locale: 'sv',
    balance: eur(75),
    flags: { locked: true, nonDepositor: false },
    shows: 'a locked account: login answers 403',
  },
  {
    id: 'p-11',
    accountId: 'a-11',
    brandId: 'demo',
    username: 'highroller',
    password: 'highroller1',
    firstName: 'Helena',
    lastName: 'Roller',
    email: 'highroller@example.com',
    countryCode: 'MT',
    currency: 'EUR',
    locale: 'en',
    balance: eur(5000),
    flags: { nonDepositor: false, excludedFromPromotions: false },
    shows: 'stakes over €500 go to a trader (POST /dev/betslips/{id}/decision decides)',
  },
  {
    id: 'p-12',
    accountId: 'a-12',
    brandId: 'demo',
    username: 'riskgroup',
    password: 'riskgroup1',
    firstName: 'Rhea',
    lastName: 'Group',
    email: 'riskgroup@example.com',
    countryCode: 'IE',
    currency: 'EUR',
    locale: 'en',
    balance: eur(150),
    flags: { nonDepositor: false, riskGroup: true },
    shows: 'riskGroup: the risk-group notice at login, once a day once acknowledged',
  },
  {
    id: 'p-13',
    accountId: 'a-13',
    brandId: 'wallet',
    username: 'crown',
    password: 'crown1234',
    firstName: 'Clara',
    lastName: 'Crown',
    email: 'crown@example.com',
    countryCode: 'GB',
    currency: 'GBP',
    locale: 'en',
    balance: 25_000,
    termsAccepted: 'terms-2026-10',
    shows: 'operator wallet, terms accepted: straight in',
  },
]

/** The demo player of the skeleton's tests: `demo`, with €1,000.00. */
export const demoPlayer = demoPlayers[0] as DemoPlayer
