// The betting pages as the e2e tests drive them: logging in, the balance pill, pre-match and live
// events from the API and picking their prices onto the slip.

import { expect, type Page } from '@playwright/test'

/** Logs in from the header; demo2 unless another demo player is named. */
export async function logIn(page: Page, username = 'demo2', password = 'demo1234') {
  await page.getByRole('button', { name: 'Log in' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Log in' })
  await dialog.getByLabel('Username').fill(username)
  await dialog.getByLabel('Password').fill(password)
  await dialog.getByRole('button', { name: 'Log in' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('balance')).not.toHaveText('…')
}

/** Minor units from the balance pill: €1,234.50 is 123450. */
export async function balance(page: Page): Promise<number> {
  const text = (await page.getByTestId('balance').textContent()) ?? ''
  return Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100)
}

export interface ListedEvent {
  id: string
  slug: string
  /** The match's name as the bettor reads it: Arsenal v Chelsea. */
  description: string
  markets: {
    id: string
    status: string
    outcomes: { id: string; consolidatedPrice: { currentPrice: { decimal: number } } }[]
  }[]
  clock?: { minutes?: number }
}

/** Pre-match events of a sport (football, 1) with their match-result market, from the API. */
export async function prematchEvents(
  page: Page,
  count: number,
  sportId = 1,
): Promise<ListedEvent[]> {
  return first(count, await pricedEvents(page, sportId, 'PRE_MATCH'))
}

/** The coming football match with the longest name: the one a narrow box is most likely to cut. */
export async function longestNamedPrematchEvent(
  page: Page,
): Promise<{ id: string; description: string }> {
  const answer = await page.request.get(
    '/xapi/rest/events?eventPathIds=1&periodType=PRE_MATCH&eventsPerPage=20&outrights=exclude',
  )
  const { events } = (await answer.json()) as { events: { id: string; description: string }[] }
  const [longest] = events.sort((a, b) => b.description.length - a.description.length)
  if (!longest) throw new Error('no pre-match event')
  return longest
}

/**
 * Pre-match events whose first outcome the desk has not boosted: a boost caps the stake (singles
 * up to €25), and the desk boosts coming favourites as the server runs, so a test that stakes
 * more must leave them out.
 */
export async function unboostedPrematchEvents(page: Page, count: number): Promise<ListedEvent[]> {
  const answer = await page.request.get('/xapi/rest/oddsboosts')
  const { boosts } = (await answer.json()) as { boosts: { outcomeId: string }[] }
  const boosted = new Set(boosts.map((boost) => boost.outcomeId))
  const events = await pricedEvents(page, 1, 'PRE_MATCH')
  return first(
    count,
    events.filter((event) => !boosted.has(event.markets[0]?.outcomes[0]?.id ?? '')),
  )
}

/**
 * Live events of a sport (football, 1) whose match-result market is open now, from the API; those
 * with the most of their match still to play first, so none ends while a test bets on it.
 */
export async function liveEvents(page: Page, count: number, sportId = 1): Promise<ListedEvent[]> {
  const played = (event: ListedEvent) => event.clock?.minutes ?? 0
  const open = (await pricedEvents(page, sportId, 'IN_RUNNING')).filter(
    (event) => event.markets[0]?.status === 'open',
  )
  open.sort((a, b) => played(a) - played(b))
  return first(count, open)
}

async function pricedEvents(
  page: Page,
  sportId: number,
  periodType: 'PRE_MATCH' | 'IN_RUNNING',
): Promise<ListedEvent[]> {
  const answer = await page.request.get(
    `/xapi/rest/events?eventPathIds=${sportId}&periodType=${periodType}&marketTypeIds=MRES&includeMarkets=true&eventsPerPage=20&outrights=exclude`,
  )
  const { events } = (await answer.json()) as { events: ListedEvent[] }
  return events.filter((event) => (event.markets[0]?.outcomes.length ?? 0) > 0)
}

function first(count: number, events: ListedEvent[]): ListedEvent[] {
  expect(events.length).toBeGreaterThanOrEqual(count)
  return events.slice(0, count)
}

/**
 * The outcome of an event's main market at the longest price: never the favourite, which the
 * demo's boost desk may boost at any time (a boosted bet is placed at the boost's own price).
 */
export function outsider(event: ListedEvent): string {
  const outcomes = [...(event.markets[0]?.outcomes ?? [])]
  outcomes.sort(
    (a, b) => b.consolidatedPrice.currentPrice.decimal - a.consolidatedPrice.currentPrice.decimal,
  )
  return outcomes[0]?.id ?? ''
}

/** Adds an event's first outcome, or the one named, to the slip from its own page. */
export async function pick(
  page: Page,
  event: ListedEvent,
  outcomeId = event.markets[0]?.outcomes[0]?.id ?? '',
) {
  await page.goto(`/events/${event.slug}`)
  await page.getByTestId(`price-${outcomeId}`).first().click()
  await expect(page.getByTestId(`slip-${outcomeId}`)).toBeVisible()
}

/** Places a single on an event's outcome (its first) from its own page, at a stake in whole units. */
export async function placeSingle(
  page: Page,
  event: ListedEvent,
  stake: number,
  outcomeId = event.markets[0]?.outcomes[0]?.id ?? '',
) {
  await pick(page, event, outcomeId)
  await page
    .getByLabel(/^Stake on /)
    .first()
    .fill(String(stake))
  await page.getByRole('button', { name: /^Place bet/ }).click()
  await expect(page.getByTestId('bet-placed')).toBeVisible({ timeout: 20_000 })
}
