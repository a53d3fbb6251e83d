// The names the simulator gives the markets and outcomes it added for a match's depth, in one
// place so that they are translated in one place: a market's name by its market type id, an
// outcome's by a template filled with the sides, lines and counts it is about.

export const marketNames = {
  HTFT: 'Half Time/Full Time',
  HSHF: 'Highest Scoring Half',
  WBHF: 'To Win Both Halves',
  WEHF: 'To Win Either Half',
  SBHF: 'To Score In Both Halves',
  RBTS: 'Result/Both Teams To Score',
  RTOT: 'Result/Total Goals',
  EXGL: 'Exact Total Goals',
  WMAR: 'Winning Margin',
  CLSH: 'Clean Sheet',
  WTNL: 'To Win To Nil',
  MCOR: 'Most Corners',
  AGSC: 'Anytime Goalscorer',
  FGSC: 'First Goalscorer',
  LGSC: 'Last Goalscorer',
  GHCP: 'Game Handicap',
} as const

/** What a total counts: 'Total Goals 2.5', 'Arsenal Total Corners 5.5'. */
export const units = {
  goals: 'Goals',
  points: 'Points',
  runs: 'Runs',
  corners: 'Corners',
  cards: 'Cards',
  games: 'Games',
} as const

export const totalName = (unit: string, line: number) => `Total ${unit} ${line}`

export const outcomeNames = {
  draw: 'Draw',
  tie: 'Tie',
  yes: 'Yes',
  no: 'No',
  neither: 'Neither',
  noGoalscorer: 'No Goalscorer',
  over: (line: number) => `Over ${line}`,
  under: (line: number) => `Under ${line}`,
  /** Two results together: 'Arsenal/Draw', 'Draw & Yes'. */
  halfTimeFullTime: (halfTime: string, fullTime: string) => `${halfTime}/${fullTime}`,
  and: (first: string, second: string) => `${first} & ${second}`,
  /** 'Arsenal by 2', 'Arsenal by 3+', 'Lakers by 6-10'. */
  winBy: (side: string, from: number, to?: number) =>
    to === undefined
      ? `${side} by ${from}+`
      : from === to
        ? `${side} by ${from}`
        : `${side} by ${from}-${to}`,
  exactly: (count: number) => `${count}`,
  orMore: (count: number) => `${count}+`,
} as const

/** A market about one side: 'Arsenal Total Corners'. */
export const sideMarketName = (side: string, name: string) => `${side} ${name}`
