// The messages of src/sports/.

export const sports = {
  'sports.title': 'Sports',
  'sports.loading': 'Loading…',
  'sports.failed': 'We are experiencing difficulties at present. Please try again.',
  'sports.seeAll': 'See all sports',
  'sports.noSuchSport': 'There is no such sport.',
  'sports.noEventsToday': 'No {sport} events today. Try this week.',
  'sports.liveNow': 'Live now',
  'sports.noEventsThisWeek': 'No {sport} events this week.',
  'sports.outrightsLink': 'Outrights ({count})',

  'sports.window.label': 'When',
  'sports.window.thisWeek': 'This week',
  'sports.window.all': 'All',

  'sports.pager.label': 'Pages',
  'sports.pager.previous': '‹ Previous',
  'sports.pager.page': 'Page {page} of {pages}',
  'sports.pager.next': 'Next ›',

  'sports.fixtures.title': 'Fixtures',
  'sports.fixtures.empty': 'No fixtures in this period.',

  'sports.competition.notFound': 'No events found for this competition.',

  'sports.outrights.title': '{name}: outrights',
  'sports.outrights.notFound': 'No outrights found here.',
  'sports.outrights.empty': 'No outrights are open here.',
  'sports.outrights.settles': '{market} · settles {time}',
  'sports.outrights.allSelections': { one: 'All # selection ›', other: 'All # selections ›' },

  'sports.drawer.liveNow': 'Live now',
  'sports.drawer.todaysFixtures': "Today's fixtures",
  'sports.drawer.kiron': 'Virtuals',
  'sports.drawer.failed': 'The sports could not be loaded.',
  'sports.drawer.openCompetitions': 'Open {sport} competitions',
  'sports.drawer.closeCompetitions': 'Close {sport} competitions',

  // Search from the header (src/header/SearchDialog.tsx).
  'sports.search.label': 'Search teams, competitions and events',
  'sports.search.placeholder': 'Team, competition or event',
  'sports.search.hint': 'Type at least {count} letters.',
  'sports.search.searching': 'Searching…',
  'sports.search.none': 'Nothing found for “{text}”.',
  'sports.search.failed': 'Search is not available right now.',
  'sports.search.competitions': 'Competitions',
  'sports.search.events': 'Events',
  'sports.search.live': 'Live',
  'sports.search.close': 'Close search',
} as const
