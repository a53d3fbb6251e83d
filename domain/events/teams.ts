// The two sides of a match, from its name ("Arsenal v Chelsea", "Nadal - Federer"), as the feed
// names them: it sends no side names of their own.

export function teamsOf(description: string): [string, string] {
  const [home, away] = description.split(/\s+(?:v|vs|-|@)\.?\s+/i)
  return [home ?? description, away ?? '']
}
