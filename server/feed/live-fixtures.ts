// Live football matches made up on demand, when the feed is asked for more live events than the
// demo seeds: real-looking leagues and teams, 1X2 prices with a bookmaker's margin.

import type { EventWithMarkets } from '../../domain/events/event.ts'

const leagues: Array<{ country: string; league: string; teams: string[] }> = [
  {
    country: 'England',
    league: 'Championship',
    teams: ['Leeds', 'Burnley', 'Sunderland', 'Norwich', 'Watford', 'Coventry', 'Millwall', 'Hull'],
  },
  {
    country: 'Spain',
    league: 'Segunda Division',
    teams: [
      'Zaragoza',
      'Sporting Gijon',
      'Oviedo',
      'Levante',
      'Eibar',
      'Tenerife',
      'Huesca',
      'Elche',
    ],
  },
  {
    country: 'Germany',
    league: '2. Bundesliga',
    teams: [
      'Hamburg',
      'Schalke',
      'Hertha',
      'Hannover',
      'Nurnberg',
      'Kaiserslautern',
      'Paderborn',
      'Karlsruhe',
    ],
  },
  {
    country: 'Italy',
    league: 'Serie B',
    teams: ['Palermo', 'Sampdoria', 'Bari', 'Parma', 'Brescia', 'Spezia', 'Cremonese', 'Pisa'],
  },
  {
    country: 'France',
    league: 'Ligue 2',
    teams: [
      'Bordeaux',
      'Saint-Etienne',
      'Caen',
      'Grenoble',
      'Bastia',
      'Amiens',
      'Guingamp',
      'Rodez',
    ],
  },
  {
    country: 'Brazil',
    league: 'Serie A',
    teams: [
      'Flamengo',
      'Palmeiras',
      'Corinthians',
      'Santos',
      'Gremio',
      'Fluminense',
      'Botafogo',
      'Vasco',
    ],
  },
  {
    country: 'Argentina',
    league: 'Liga Profesional',
    teams: [
      'Boca Juniors',
      'River Plate',
      'Racing',
      'Independiente',
      'San Lorenzo',
      'Velez',
      'Estudiantes',
      'Lanus',
    ],
  },
  {
    country: 'Japan',
    league: 'J1 League',
    teams: [
      'Kashima',
      'Urawa',
      'Yokohama FM',
      'Kawasaki',
      'Gamba Osaka',
      'Nagoya',
      'Sanfrecce',
      'Cerezo',
    ],
  },
]

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** A price from a probability, with a 6 % margin, to two decimals. */
const priced = (probability: number) => Math.max(1.01, Math.round(100 / (probability * 1.06)) / 100)

/** The nth made-up live match (ids from 5001 on), its prices drawn with random. */
export function liveFixture(n: number, random: () => number, now: Date): EventWithMarkets {
  const { country, league, teams } = leagues[n % leagues.length] as (typeof leagues)[number]
  const round = Math.floor(n / leagues.length)
  const home = teams[(round * 2) % teams.length] as string
  const away = teams[(round * 2 + 1 + Math.floor(round / teams.length)) % teams.length] as string
  const id = `${5001 + n}`
  const marketId = `${id}-1x2`
  const description = `${home} v ${away}${round >= teams.length / 2 ? ` (${round})` : ''}`
  const homeChance = 0.25 + random() * 0.35
  const drawChance = 0.22 + random() * 0.08
  const chances = [homeChance, drawChance, 1 - homeChance - drawChance]
  return {
    id,
    slug: `${slugify(description)}-${id}`,
    description,
    sportCode: 'FOOT',
    eventPaths: [
      { slug: 'football', description: 'Football' },
      { slug: slugify(country), description: country },
      { slug: slugify(`${country} ${league}`), description: league },
    ],
    startTime: new Date(now.getTime() - 30 * 60_000).toISOString(),
    clock: { status: 'RUNNING', minutes: 1 + Math.floor(random() * 85) },
    scores: { home: 0, away: 0 },
    isFinished: false,
    markets: [
      {
        id: marketId,
        eventId: id,
        marketTypeId: 'MRES',
        periodId: 'FT',
        description: 'Match Result',
        status: 'open',
        outcomes: [home, 'Draw', away].map((name, position) => ({
          id: `${marketId}-${'1X2'[position]}`,
          marketId,
          eventId: id,
          description: name,
          status: 'open' as const,
          hidden: false,
          consolidatedPrice: { currentPrice: { decimal: priced(chances[position] as number) } },
        })),
      },
    ],
  }
}
