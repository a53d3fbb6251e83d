// The sport catalogue: every sport the book can list, with its feed id, its four-letter code (as
// routes spell it: /sports/1-FOOT) and its English name. Ids are stable: routes and favourites
// carry them.

export interface Sport {
  id: number
  code: string
  name: string
}

export const sports: readonly Sport[] = [
  { id: 1, code: 'FOOT', name: 'Football' },
  { id: 2, code: 'BASK', name: 'Basketball' },
  { id: 3, code: 'TENN', name: 'Tennis' },
  { id: 4, code: 'ICEH', name: 'Ice Hockey' },
  { id: 5, code: 'AMFB', name: 'American Football' },
  { id: 6, code: 'BASE', name: 'Baseball' },
  { id: 7, code: 'HAND', name: 'Handball' },
  { id: 8, code: 'VOLL', name: 'Volleyball' },
  { id: 9, code: 'RUGU', name: 'Rugby Union' },
  { id: 10, code: 'RUGL', name: 'Rugby League' },
  { id: 11, code: 'CRIC', name: 'Cricket' },
  { id: 12, code: 'AURL', name: 'Aussie Rules' },
  { id: 13, code: 'SNOO', name: 'Snooker' },
  { id: 14, code: 'DART', name: 'Darts' },
  { id: 15, code: 'BOXI', name: 'Boxing' },
  { id: 16, code: 'MMAR', name: 'Mixed Martial Arts' },
  { id: 17, code: 'GOLF', name: 'Golf' },
  { id: 18, code: 'FORM', name: 'Formula 1' },
  { id: 19, code: 'MOSP', name: 'Motor Sports' },
  { id: 20, code: 'MOTO', name: 'Motorcycling' },
  { id: 21, code: 'CYCL', name: 'Cycling' },
  { id: 22, code: 'TABL', name: 'Table Tennis' },
  { id: 23, code: 'BADM', name: 'Badminton' },
  { id: 24, code: 'BEVO', name: 'Beach Volleyball' },
  { id: 25, code: 'FUTS', name: 'Futsal' },
  { id: 26, code: 'FIEL', name: 'Field Hockey' },
  { id: 27, code: 'SQUA', name: 'Squash' },
  { id: 28, code: 'KABA', name: 'Kabaddi' },
  { id: 29, code: 'TEQB', name: 'Teqball' },
  { id: 30, code: 'EFOT', name: 'eFootball' },
  { id: 31, code: 'EBSK', name: 'eBasketball' },
  { id: 32, code: 'CSGO', name: 'Counter-Strike' },
  { id: 33, code: 'LOLS', name: 'League of Legends' },
  { id: 34, code: 'DOTA', name: 'Dota 2' },
  { id: 35, code: 'ESPT', name: 'eSports' },
  { id: 36, code: 'VICR', name: 'Virtual Cricket' },
  { id: 37, code: 'VKBD', name: 'Virtual Kabaddi' },
  { id: 38, code: 'ECRI', name: 'eCricket' },
  { id: 39, code: 'HORS', name: 'Horse Racing' },
  { id: 40, code: 'GREY', name: 'Greyhounds' },
  { id: 41, code: 'HARN', name: 'Harness Racing' },
  { id: 42, code: 'ALPS', name: 'Alpine Skiing' },
  { id: 43, code: 'BIAT', name: 'Biathlon' },
  { id: 44, code: 'SKIJ', name: 'Ski Jumping' },
  { id: 45, code: 'XCSK', name: 'Cross-Country Skiing' },
  { id: 46, code: 'ATHL', name: 'Athletics' },
  { id: 47, code: 'SWIM', name: 'Swimming' },
  { id: 48, code: 'WPOL', name: 'Water Polo' },
  { id: 49, code: 'BAND', name: 'Bandy' },
  { id: 50, code: 'FLOR', name: 'Floorball' },
  { id: 51, code: 'GAEL', name: 'Gaelic Football' },
  { id: 52, code: 'HURL', name: 'Hurling' },
  { id: 53, code: 'NETB', name: 'Netball' },
  { id: 54, code: 'BOWL', name: 'Bowls' },
  { id: 55, code: 'CHES', name: 'Chess' },
  { id: 56, code: 'CURL', name: 'Curling' },
  { id: 57, code: 'POOL', name: 'Pool' },
  { id: 58, code: 'SOFT', name: 'Softball' },
  { id: 59, code: 'LACR', name: 'Lacrosse' },
  { id: 60, code: 'BEAS', name: 'Beach Soccer' },
  { id: 61, code: 'BEHA', name: 'Beach Handball' },
  { id: 62, code: 'ROWI', name: 'Rowing' },
  { id: 63, code: 'SAIL', name: 'Sailing' },
  { id: 64, code: 'SURF', name: 'Surfing' },
  { id: 65, code: 'TRIA', name: 'Triathlon' },
  { id: 66, code: 'WRES', name: 'Wrestling' },
  { id: 67, code: 'JUDO', name: 'Judo' },
  { id: 68, code: 'FENC', name: 'Fencing' },
  { id: 69, code: 'ARCH', name: 'Archery' },
  { id: 70, code: 'SHOO', name: 'Shooting' },
  { id: 71, code: 'EQUE', name: 'Equestrian' },
  { id: 72, code: 'GYMN', name: 'Gymnastics' },
  { id: 73, code: 'WEIG', name: 'Weightlifting' },
  { id: 74, code: 'TAEK', name: 'Taekwondo' },
  { id: 75, code: 'KICK', name: 'Kickboxing' },
  { id: 76, code: 'SPEE', name: 'Speedway' },
  { id: 77, code: 'RALL', name: 'Rally' },
  { id: 78, code: 'NASC', name: 'NASCAR' },
  { id: 79, code: 'INDY', name: 'IndyCar' },
  { id: 80, code: 'VALO', name: 'Valorant' },
  { id: 81, code: 'RSIX', name: 'Rainbow Six' },
  { id: 82, code: 'OWAT', name: 'Overwatch' },
  { id: 83, code: 'RLEA', name: 'Rocket League' },
  { id: 84, code: 'STAR', name: 'StarCraft' },
  { id: 85, code: 'KOGL', name: 'King of Glory' },
  { id: 86, code: 'MLBB', name: 'Mobile Legends' },
  { id: 87, code: 'CODU', name: 'Call of Duty' },
  { id: 88, code: 'EICH', name: 'eIce Hockey' },
  { id: 89, code: 'ETEN', name: 'eTennis' },
  { id: 90, code: 'EVOL', name: 'eVolleyball' },
  { id: 91, code: 'VFOT', name: 'Virtual Football' },
  { id: 92, code: 'VBSK', name: 'Virtual Basketball' },
  { id: 93, code: 'VTEN', name: 'Virtual Tennis' },
  { id: 94, code: 'VHOR', name: 'Virtual Horse Racing' },
  { id: 95, code: 'VGRE', name: 'Virtual Greyhounds' },
  { id: 96, code: 'POLI', name: 'Politics' },
  { id: 97, code: 'ENTE', name: 'Entertainment' },
  { id: 98, code: 'SPEC', name: 'Specials' },
  { id: 99, code: 'PESA', name: 'Pesapallo' },
  { id: 100, code: 'SUMO', name: 'Sumo' },
  { id: 101, code: 'SEPA', name: 'Sepak Takraw' },
]

const byCode = new Map(sports.map((sport) => [sport.code, sport]))
const byId = new Map(sports.map((sport) => [sport.id, sport]))

export function sportByCode(code: string): Sport | undefined {
  return byCode.get(code.toUpperCase())
}

/** The route segment of a sport's page, '{id}-{SPORTCODE}' (SPEC.md section 2, Routes). */
export function sportPathSegment(sport: Sport): string {
  return `${sport.id}-${sport.code}`
}

/** The sport a route segment such as '1-FOOT' names, if id and code agree. */
export function sportFromPathSegment(segment: string): Sport | undefined {
  const match = /^(\d+)-([A-Za-z0-9]+)$/.exec(segment)
  if (!match) return undefined
  const sport = byId.get(Number(match[1]))
  return sport && sport.code === match[2]?.toUpperCase() ? sport : undefined
}
