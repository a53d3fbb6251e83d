// The sections of the API, as the OpenAPI document groups its operations: each tag an entry of the
// route table names, with what an operator building that part of a backend reads first.

export const apiTags: Readonly<Record<string, string>> = {
  'Player API':
    "The player's own records: a direct login, whom a token names, the balance, details, history, price format and the risk-group notice.",
  'Auth gateway':
    "The operator's login gateway (SPEC.md section 7): a login in steps (password, one-time code, security question) carried in cookies, ending in a sportsbook session.",
  'Operator-hosted wallet':
    "The operator's own wallet and its session: a login that answers a game token the sportsbook session is opened with, and the wallet's balance.",
  Accounts: "The player's account: its details and preferences.",
  Bets: "Placing a bet slip and following it to its decision: the slip's prices and rules, placement (idempotent on its uuid), a delayed or referred slip's status, booking codes, odds boosts and the player's price-change tolerance.",
  'My bets': "The player's open and settled bets, and cash-out.",
  Cashier: 'Deposits and withdrawals, their limits and their history.',
  Jackpot: 'The jackpot games: their pools, a ticket and its result.',
  'Multi-view':
    'The events a player pinned to the multi-view, kept on the server so that they follow the player.',
  'Events and markets':
    'The catalogue: sports, leagues, events, their markets and prices, and search.',
  'Live stream':
    'The live changes as pages to poll (the WebSocket stream is described in /docs/live-protocol.schema.json).',
  Other:
    "The brand's settings and site content (adverts, headers, seals, images, currencies, the odds ladder), where the caller is, a partner's launch address and the client's own metrics.",
  Feed: "The odds feed's own door: batches of changes under the feed's key (INGEST_KEY).",
  Admin: "The operator's administration of brands, under the operator key (ADMIN_KEY).",
  Operations:
    "What a process says about itself to whoever runs it: the probes a load balancer and an orchestrator ask, and the figures the operator's page plots (under the operator key).",
  'Test hooks':
    'Test hooks (DEV_ENDPOINTS=1 only, never in production): what a conformance run needs to make things happen, such as resulting a market or moving a price. An operator offers them in a test environment.',
}
