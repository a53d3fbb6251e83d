// The sports pages as a mainstream book has them (issue 42): each sport's own clock and score on
// a live row, matches at their own minutes, search as you type, and the list's ways in.

import type { Locator, Page } from '@playwright/test'
import { expectAccessible } from '../support/accessibility.ts'
import { failOnConsoleErrors } from '../support/console-errors.ts'
import { expect, test } from '../support/e2e-server.ts'
import { liveEvents } from '../support/slip-page.ts'

failOnConsoleErrors()
// Its rows, search and Esports links read the seeded matches in play: a server of its own.
test.use({ seededMatchesInPlay: true })

test('phone: live rows show each sport in its own terms, the matches at their own minutes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/live/sport/')
  const rows = page.getByTestId('live-events').locator('li')
  await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(5)
  // Football keeps its minute and goals, and the matches do not all sit on the same minute. The
  // match with the most still to play: the worker's server has run for minutes at ten times speed,
  // and the seeded ones may be over.
  const [match] = await liveEvents(page, 1)
  const football = page.getByTestId(`event-${match?.id}`).getByTestId('row-score')
  await expect(football).toHaveText(/^\d+' · \d+-\d+$/)
  // Which sports are in play is the feed's draw: tennis and esports rows have no minute.
  const distinctMinutes = async () =>
    new Set(
      await rows
        .getByTestId('row-score')
        .evaluateAll((scores) =>
          scores.flatMap((score) => /^(\d+)'/.exec(score.textContent ?? '')?.[1] ?? []),
        ),
    ).size
  await expect.poll(distinctMinutes, { timeout: 30_000 }).toBeGreaterThanOrEqual(3)

  // The demo's Counter-Strike match: the map in play, maps won, the map's rounds; no minute.
  await page.getByRole('link', { name: /^Counter-Strike/ }).click()
  await page.getByRole('button', { name: /IEM Katowice/ }).click()
  const esports = rows.filter({ hasText: 'Natus Vincere v FaZe Clan' }).getByTestId('row-score')
  await expect(esports).toHaveText(/^Map \d+ · \d+-\d+ · \d+-\d+$/)
})

for (const [device, size] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1366, height: 900 }],
] as const)
  test(`${device}: search from the header finds teams and competitions as one types, live ones with their score`, async ({
    page,
  }) => {
    await page.setViewportSize(size)
    const asked: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/xapi/rest/search')) asked.push(new URL(request.url()).search)
    })
    await page.goto('/live/sport/')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Search teams, competitions and events' })
    const box = dialog.getByLabel('Search teams, competitions and events')
    // Typed at speed: the engine waits for the pause, so one word is one request.
    await box.pressSequentially('arsen', { delay: 30 })
    const found = dialog.getByRole('region', { name: 'Events' }).getByRole('listitem')
    // The match in play first, with its badge, minute and score; Arsenal's fixtures after it.
    await expect(found.first()).toContainText('Arsenal v Chelsea')
    await expect(found.first()).toContainText(/Live \d+' · \d+-\d+/)
    for (const item of await found.all()) await expect(item).toContainText('Arsenal')
    expect(asked).toEqual(['?q=arsen'])
    await expectAccessible(page, '[data-testid="search"]')

    await box.fill('premier lea')
    const competition = dialog
      .getByRole('region', { name: 'Competitions' })
      .getByRole('link', { name: 'England · Premier League' })
    await expect(competition).toBeVisible()
    await box.fill('no such team')
    await expect(dialog).toContainText('Nothing found for “no such team”.')

    await box.fill('natus')
    await dialog.getByRole('link', { name: 'Natus Vincere v FaZe Clan' }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/\/live\/natus-vincere-v-faze-clan-/)
  })

test('phone: the search field stays at the top of the screen while the answers come and go', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/live/sport/')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Search teams, competitions and events' })
  const box = dialog.getByLabel('Search teams, competitions and events')
  const at = async () => (await box.boundingBox())?.y ?? Number.NaN
  const empty = await at()
  // Centred, the field sat mid-screen, where a phone's keyboard covers what is found below it,
  // and moved up and down as answers came.
  expect(empty).toBeLessThan(120)
  await box.fill('arsen')
  await expect(dialog.getByRole('region', { name: 'Events' })).toBeVisible()
  expect(await at()).toBe(empty)
})

test("phone: a sport's page leads with its matches in play, and its boosts are that sport's", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  // The demo desk boosts the coming favourites within 15 s of the server's start.
  let boosts: { outcomeId: string; eventId: string }[] = []
  await expect
    .poll(
      async () => {
        ;({ boosts } = await (await page.request.get('/xapi/rest/oddsboosts?limit=10')).json())
        return boosts.length
      },
      { timeout: 45_000 },
    )
    .toBeGreaterThan(0)
  const ids = [...new Set(boosts.map((boost) => boost.eventId))].join(',')
  const { events } = (await (
    await page.request.get(`/xapi/rest/events?ids=${ids}&includeMarkets=false`)
  ).json()) as { events: { id: string; sportCode: string }[] }
  const sportOf = new Map(events.map((event) => [event.id, event.sportCode]))
  const football = boosts.filter((boost) => sportOf.get(boost.eventId) === 'FOOT')
  expect(football.length).toBeGreaterThan(0)

  // A match in play as the feed has it now, the one that started last: the worker's server has
  // run other files for minutes at ten times speed, so the seeded ones (Arsenal v Chelsea, Natus
  // Vincere v FaZe Clan) may be over, and which sports are in play is the feed's draw.
  let match: InPlay | undefined
  await expect
    .poll(
      async () => {
        match = (await inPlay(page))
          .filter((event) => !event.isFinished)
          .sort((a, b) => Date.parse(b.startTime) - Date.parse(a.startTime))[0]
        return match
      },
      { message: 'a match in play', timeout: 30_000 },
    )
    .toBeDefined()
  const [sport] = match?.eventPaths ?? []
  if (!match || !sport) throw new Error('no match in play')

  // Its sport's page leads with it, above the boosts and the coming matches.
  await page.goto(`/sports/${sport.id}-${match.sportCode}`)
  await expect(page.getByRole('heading', { name: sport.description, level: 1 })).toBeVisible()
  const liveNow = page.getByTestId('live-now')
  await expect(liveNow.getByRole('heading', { name: 'Live now' })).toBeVisible()
  await expect(liveNow.getByTestId(`event-${match.id}`)).toBeVisible()
  const top = async (section: Locator) => (await section.boundingBox())?.y ?? Number.NaN
  // The coming matches are the page's last part, their list or the word that there are none.
  const coming = liveNow.locator('xpath=following-sibling::*').last()
  for (const section of [coming, ...(await page.getByTestId('odds-boosts').all())])
    expect(await top(liveNow)).toBeLessThan(await top(section))

  // Football's page shows football's boosts, Counter-Strike's none of them.
  await page.goto('/sports/1-FOOT')
  await expect(page.getByTestId(`boost-${football[0]?.outcomeId}`)).toBeVisible()
  await page.getByRole('link', { name: 'Counter-Strike' }).click()
  await expect(page.getByRole('heading', { name: 'Counter-Strike', level: 1 })).toBeVisible()
  for (const boost of football)
    await expect(page.getByTestId(`boost-${boost.outcomeId}`)).toHaveCount(0)
})

interface InPlay {
  id: string
  sportCode: string
  startTime: string
  isFinished?: boolean
  eventPaths: { id: number; description: string }[]
}

/** Every event in play now, of every sport, from the API. */
async function inPlay(page: Page): Promise<InPlay[]> {
  const answer = await page.request.get(
    '/xapi/rest/events?periodType=IN_RUNNING&includeMarkets=false&eventsPerPage=50&outrights=exclude',
  )
  return ((await answer.json()) as { events: InPlay[] }).events
}

test("desktop: the header's Esports opens the esports markets", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/live/sport/')
  await page.getByTestId('header-submenu').getByRole('link', { name: 'Esports' }).click()
  await expect(page.getByTestId('sport-page')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Counter-Strike', level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Natus Vincere v FaZe Clan' })).toBeVisible()
})

test('phone: a list row says how many more markets its event has, and leads to them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/sports/1-FOOT')
  const row = page
    .getByTestId('event-list')
    .locator('li[data-testid^="event-"]')
    .filter({ has: page.getByTestId('more-markets') })
    .first()
  const more = row.getByTestId('more-markets')
  await expect(more).toHaveText(/^\+\d+ markets$/)
  const count = Number((await more.textContent())?.replace(/\D/g, ''))
  // The simulator prices dozens of markets on a coming football match; the row shows one.
  expect(count).toBeGreaterThan(10)
  const name = (await row.getByRole('link').first().textContent()) ?? ''
  await more.click()
  await expect(page.getByTestId('event-page').getByRole('heading', { level: 1 })).toHaveText(name)
  const markets = page.getByTestId('event-page').locator('[data-testid^="market-"]')
  await expect.poll(() => markets.count()).toBeGreaterThan(10)
})

test('outrights: a league named without its region is the same page as with it', async ({
  page,
}) => {
  interface Node {
    slug: string
    outrightCount: number
  }
  type Sport = Node & { regions: (Node & { leagues: Node[] })[] }
  // A football league with outrights whose name no other region's league shares.
  let path: string[] | undefined
  await expect
    .poll(
      async () => {
        const { sports } = (await (await page.request.get('/xapi/rest/sports/tree')).json()) as {
          sports: Sport[]
        }
        const football = sports.find((sport) => sport.slug === 'football')
        const leagues = (football?.regions ?? []).flatMap((region) =>
          region.leagues.map((league) => ({ region, league })),
        )
        const named = (slug: string) => leagues.filter(({ league }) => league.slug === slug)
        const found = leagues.find(
          ({ league }) => league.outrightCount > 0 && named(league.slug).length === 1,
        )
        path = found && ['football', found.region.slug, found.league.slug]
        return path
      },
      { timeout: 45_000 },
    )
    .toBeDefined()
  const [sport, region, league] = path ?? []
  const shown = async (address: string) => {
    await page.goto(address)
    const outrights = page.getByTestId('outrights-page')
    await expect(outrights.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(outrights.locator('[aria-busy="true"]')).toHaveCount(0)
    await expect(outrights.locator('[data-testid^="event-"]').first()).toBeVisible()
    return outrights.textContent()
  }
  const withRegion = await shown(`/sports/outrights/${sport}/${region}/${league}`)
  // SPEC.md section 2: /sports/outrights/{a}/{optional b}/{c}.
  expect(await shown(`/sports/outrights/${sport}/${league}`)).toBe(withRegion)
})
