// A brand's look as design tokens: each token is a CSS custom property the views' styles read
// (src/ui/theme.ts), so a brand is switched at run time by setting properties, not by a rebuild.

export const themeTokens = [
  'page',
  'surface',
  'raised',
  'line',
  'text',
  'muted',
  'accent',
  'accentText',
  'up',
  'down',
  'danger',
] as const
export type ThemeToken = (typeof themeTokens)[number]

export type Theme = Partial<Readonly<Record<ThemeToken, string>>>

/** The custom property of a token: accentText is --sb-accent-text. */
export const themeProperty = (token: ThemeToken): string =>
  `--sb-${token.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`

// A colour and nothing else: a value that could close the declaration (; } or a url) is refused,
// since tokens reach a host's page through the embedding contract too.
const colourPattern = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla|oklch)\([0-9.,%\s/a-z-]+\))$/i

export const isThemeColour = (value: string): boolean => colourPattern.test(value.trim())

export const isThemeToken = (name: string): name is ThemeToken =>
  (themeTokens as readonly string[]).includes(name)
