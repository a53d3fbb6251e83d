// The partner product pages (SPEC.md section 2): virtuals, esports, an exchange and games a
// partner runs, each opened at the URL the brand configures (partner_product_urls, by the
// product's slug) with a token of the partner's own for the player (section 3's icore_*
// tokens). Products without a partner of their own take the icore token.

/** The partners a session hands tokens to (SPEC.md section 3, login details). */
export const partners = [
  'icore',
  'betradar_virtuals',
  'esports_bull',
  'kiron',
  'scout',
  'powerball',
] as const
export type Partner = (typeof partners)[number]

export interface PartnerProduct {
  slug: string
  name: string
  partner: Partner
  /** Where the page lives: under /sports/, at the top level (the game pages), or both (lotto). */
  paths: readonly string[]
}

const product = (
  slug: string,
  name: string,
  partner: Partner,
  paths: readonly string[] = [`/sports/${slug}`],
) => ({
  slug,
  name,
  partner,
  paths,
})

export const partnerProducts: readonly PartnerProduct[] = [
  product('kiron', 'Kiron virtuals', 'kiron'),
  product('betradar-virtuals', 'Virtual sports', 'betradar_virtuals'),
  product('esportsbull', 'Esports Bull', 'esports_bull'),
  product('esports', 'Esports', 'esports_bull'),
  product('edge', 'Edge', 'icore'),
  product('pinnacle', 'Pinnacle', 'icore'),
  product('exchange', 'Exchange', 'icore'),
  product('parlaybay', 'ParlayBay', 'icore'),
  product('soccerbet', 'Soccerbet', 'icore'),
  product('vir2al-games', 'Vir2al games', 'icore'),
  product('leap', 'Leap virtuals', 'icore'),
  // SPEC.md section 2 lists lotto among the partner pages and among the game pages.
  product('lotto', 'Lotto', 'icore', ['/sports/lotto', '/lotto']),
  product('cryptoblast', 'Cryptoblast', 'icore', ['/cryptoblast']),
  product('powerball', 'Powerball', 'powerball', ['/powerball']),
]

export function partnerProductOf(slug: string): PartnerProduct | undefined {
  return partnerProducts.find((candidate) => candidate.slug === slug)
}
