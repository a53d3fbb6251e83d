// The competitions the simulator schedules: sport, region and league with real-looking teams or
// players. Event path ids are derived from positions in this list, so they stay the same from
// run to run: append regions and leagues, never reorder them. A competition's sides are listed
// strongest first: their order is their strength (sport-models.ts, ratingOf).

import type { EventPath } from '../../../domain/events/event.ts'
import { sportByCode } from '../../../domain/reference/sports.ts'

export interface Competition {
  sportCode: string
  region: string
  league: string
  sides: readonly string[]
  /** A season-long winner market (an outright) is offered for it. */
  outright?: true
  /** How often it is picked for the calendar, against the others. */
  weight: number
  /** [sport, region, league] with their stable ids. */
  paths: [EventPath, EventPath, EventPath]
}

type Entry = [region: string, league: string, sides: string, weight: number, outright?: 'outright']

const entries: Record<string, Entry[]> = {
  FOOT: [
    [
      'England',
      'Premier League',
      'Arsenal, Chelsea, Liverpool, Manchester City, Manchester United, Tottenham Hotspur, Newcastle United, Aston Villa, Brighton, West Ham United, Everton, Brentford',
      8,
      'outright',
    ],
    [
      'Spain',
      'La Liga',
      'Real Madrid, Barcelona, Atletico Madrid, Sevilla, Real Sociedad, Villarreal, Real Betis, Athletic Bilbao, Valencia, Girona',
      6,
      'outright',
    ],
    [
      'Germany',
      'Bundesliga',
      'Bayern Munich, Borussia Dortmund, RB Leipzig, Bayer Leverkusen, Eintracht Frankfurt, VfB Stuttgart, SC Freiburg, Wolfsburg, Union Berlin, Werder Bremen',
      6,
      'outright',
    ],
    [
      'Italy',
      'Serie A',
      'Inter, AC Milan, Juventus, Napoli, Roma, Lazio, Atalanta, Fiorentina, Bologna, Torino',
      6,
      'outright',
    ],
    [
      'France',
      'Ligue 1',
      'Paris Saint-Germain, Marseille, Lyon, Monaco, Lille, Rennes, Nice, Lens',
      4,
    ],
    ['Netherlands', 'Eredivisie', 'Ajax, PSV, Feyenoord, AZ Alkmaar, FC Twente, FC Utrecht', 3],
    [
      'Brazil',
      'Serie A',
      'Flamengo, Palmeiras, Corinthians, Sao Paulo, Fluminense, Gremio, Internacional, Atletico Mineiro',
      3,
    ],
    [
      'International',
      'UEFA Champions League',
      'Real Madrid, Manchester City, Bayern Munich, Paris Saint-Germain, Inter, Arsenal, Barcelona, Benfica',
      4,
      'outright',
    ],
  ],
  BASK: [
    [
      'USA',
      'NBA',
      'Boston Celtics, Los Angeles Lakers, Golden State Warriors, Milwaukee Bucks, Denver Nuggets, Miami Heat, Phoenix Suns, Dallas Mavericks, New York Knicks, Philadelphia 76ers',
      6,
      'outright',
    ],
    [
      'International',
      'EuroLeague',
      'Real Madrid, Panathinaikos, Olympiacos, Fenerbahce, Barcelona, Anadolu Efes, Maccabi Tel Aviv, Partizan',
      3,
    ],
    [
      'Spain',
      'Liga ACB',
      'Unicaja, Valencia Basket, Baskonia, Gran Canaria, Joventut, Tenerife',
      2,
    ],
  ],
  TENN: [
    [
      'International',
      'ATP Vienna',
      'Jannik Sinner, Carlos Alcaraz, Alexander Zverev, Daniil Medvedev, Taylor Fritz, Casper Ruud, Holger Rune, Alex de Minaur, Grigor Dimitrov, Tommy Paul',
      4,
    ],
    [
      'International',
      'WTA Finals',
      'Aryna Sabalenka, Iga Swiatek, Coco Gauff, Elena Rybakina, Jessica Pegula, Qinwen Zheng, Jasmine Paolini, Barbora Krejcikova',
      3,
      'outright',
    ],
    [
      'International',
      'ATP Challenger Lyon',
      'Arthur Fils, Luca Van Assche, Hugo Gaston, Arthur Cazaux, Harold Mayot, Titouan Droguet, Pierre-Hugues Herbert, Giovanni Mpetshi Perricard',
      2,
    ],
  ],
  ICEH: [
    [
      'USA',
      'NHL',
      'Boston Bruins, New York Rangers, Toronto Maple Leafs, Colorado Avalanche, Edmonton Oilers, Vegas Golden Knights, Florida Panthers, Dallas Stars, Tampa Bay Lightning, Carolina Hurricanes',
      4,
      'outright',
    ],
    ['Sweden', 'SHL', 'Frolunda, Skelleftea, Farjestad, Lulea, Rogle, Vaxjo Lakers', 2],
  ],
  AMFB: [
    [
      'USA',
      'NFL',
      'Kansas City Chiefs, San Francisco 49ers, Buffalo Bills, Philadelphia Eagles, Dallas Cowboys, Baltimore Ravens, Detroit Lions, Miami Dolphins, Green Bay Packers, Cincinnati Bengals',
      3,
      'outright',
    ],
    [
      'USA',
      'NCAA',
      'Georgia Bulldogs, Michigan Wolverines, Alabama Crimson Tide, Ohio State Buckeyes, Texas Longhorns, Oregon Ducks',
      2,
    ],
  ],
  BASE: [
    [
      'USA',
      'MLB',
      'Los Angeles Dodgers, New York Yankees, Atlanta Braves, Houston Astros, Philadelphia Phillies, Baltimore Orioles, Texas Rangers, Tampa Bay Rays',
      3,
      'outright',
    ],
    [
      'Japan',
      'NPB',
      'Yomiuri Giants, Hanshin Tigers, Orix Buffaloes, Fukuoka SoftBank Hawks, Hiroshima Carp, Yakult Swallows',
      1,
    ],
  ],
  CRIC: [
    [
      'India',
      'Indian Premier League',
      'Mumbai Indians, Chennai Super Kings, Royal Challengers Bengaluru, Kolkata Knight Riders, Rajasthan Royals, Delhi Capitals, Sunrisers Hyderabad, Gujarat Titans',
      2,
      'outright',
    ],
    [
      'Australia',
      'Big Bash League',
      'Perth Scorchers, Sydney Sixers, Brisbane Heat, Melbourne Stars, Adelaide Strikers, Hobart Hurricanes',
      2,
    ],
  ],
  VOLL: [
    [
      'Italy',
      'SuperLega',
      'Sir Safety Perugia, Itas Trentino, Lube Civitanova, Valsa Group Modena, Allianz Milano, Gas Sales Piacenza',
      2,
    ],
    [
      'Poland',
      'PlusLiga',
      'Jastrzebski Wegiel, Aluron Zawiercie, ZAKSA Kedzierzyn-Kozle, Projekt Warszawa, Asseco Resovia, PGE Skra Belchatow',
      2,
    ],
  ],
  HAND: [
    [
      'Germany',
      'Handball-Bundesliga',
      'THW Kiel, SC Magdeburg, Fuchse Berlin, SG Flensburg-Handewitt, Rhein-Neckar Lowen, MT Melsungen',
      2,
    ],
    [
      'International',
      'EHF Champions League',
      'Barca, Veszprem, Paris Saint-Germain, Aalborg, Kielce, Szeged',
      2,
      'outright',
    ],
  ],
  TABL: [
    [
      'International',
      'WTT Champions',
      'Fan Zhendong, Wang Chuqin, Ma Long, Tomokazu Harimoto, Hugo Calderano, Truls Moregard, Dang Qiu, Lin Yun-Ju',
      2,
    ],
    [
      'Czech Republic',
      'TT Cup',
      'Petr Kodet, Jiri Martinko, Tomas Polansky, Lubomir Jancarik, Pavel Sirucek, Michal Bankosz',
      2,
    ],
  ],
  CSGO: [
    [
      'International',
      'IEM Katowice',
      'Natus Vincere, FaZe Clan, Team Vitality, G2 Esports, MOUZ, Team Spirit, Heroic, Astralis',
      2,
      'outright',
    ],
    [
      'International',
      'ESL Pro League',
      'Cloud9, Eternal Fire, Complexity, FURIA, Virtus.pro, BIG',
      2,
    ],
  ],
  LOLS: [
    [
      'International',
      'LoL World Championship',
      'T1, Gen.G, Hanwha Life Esports, Bilibili Gaming, Top Esports, G2 Esports, Fnatic, Team Liquid',
      2,
      'outright',
    ],
    [
      'International',
      'LEC',
      'G2 Esports, Fnatic, MAD Lions KOI, Team BDS, Karmine Corp, Team Heretics',
      1,
    ],
  ],
  DOTA: [
    [
      'International',
      'The International',
      'Team Spirit, Gaimin Gladiators, Team Liquid, Tundra Esports, Xtreme Gaming, BetBoom Team, Team Falcons, Aurora',
      2,
      'outright',
    ],
    [
      'International',
      'DreamLeague',
      'OG, Nigma Galaxy, Shopify Rebellion, Heroic, Talon Esports, Virtus.pro',
      1,
    ],
  ],
}

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

// Ids by kind, so they never meet in the one event_paths table: a sport is its catalogue id
// (1-101), a region sport x 1,000 + n, a league sport x 1,000,000 + region n x 100 + n.
function buildCompetitions(): Competition[] {
  const competitions: Competition[] = []
  for (const [sportCode, list] of Object.entries(entries)) {
    const sport = sportByCode(sportCode)
    if (!sport) throw new Error(`no sport ${sportCode}`)
    const sportPath = { id: sport.id, slug: slugOf(sport.name), description: sport.name }
    const regions: string[] = []
    const leaguesPerRegion = new Map<string, number>()
    for (const [region, league, sides, weight, outright] of list) {
      if (!regions.includes(region)) regions.push(region)
      const regionNumber = regions.indexOf(region) + 1
      const leagueNumber = (leaguesPerRegion.get(region) ?? 0) + 1
      leaguesPerRegion.set(region, leagueNumber)
      competitions.push({
        sportCode,
        region,
        league,
        sides: sides.split(', '),
        weight,
        ...(outright ? { outright: true as const } : {}),
        paths: [
          sportPath,
          { id: sport.id * 1000 + regionNumber, slug: slugOf(region), description: region },
          {
            id: sport.id * 1_000_000 + regionNumber * 100 + leagueNumber,
            slug: slugOf(league),
            description: league,
          },
        ],
      })
    }
  }
  return competitions
}

export const competitions: readonly Competition[] = buildCompetitions()

export { slugOf }
