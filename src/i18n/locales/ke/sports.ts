import type { Dictionary } from '../../en/index.ts'

export const sports = {
  'sports.failed': 'We are experiencing technical difficulties. Please try again.',
  'sports.noEventsToday': 'No {sport} games today. Try this week.',
  'sports.noEventsThisWeek': 'No {sport} games this week.',
  'sports.fixtures.title': 'Upcoming matches',
  'sports.fixtures.empty': 'No matches in this period.',
  'sports.competition.notFound': 'No games found for this league.',
  'sports.drawer.todaysFixtures': "Today's games",
  'sports.drawer.openCompetitions': 'Open {sport} leagues',
  'sports.drawer.closeCompetitions': 'Close {sport} leagues',
  'sports.search.label': 'Search teams, leagues and games',
  'sports.search.placeholder': 'Team, league or game',
  'sports.search.competitions': 'Leagues',
  'sports.search.events': 'Games',
} satisfies Dictionary
