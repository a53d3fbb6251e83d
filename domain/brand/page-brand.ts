// Which brand a page is for: one rule for the server, which writes the page's policy and its
// brand's images into its head (server/http/), and for the page's code, which tells the engine
// (src/brand/page-brand.ts). Brand= in the page's address, else the brand its cookie keeps from
// an earlier load (links inside the app drop brand=), else its host name's first label
// (gateway.localhost), so a brand's own domain needs no parameter; else the default brand.

/** A brand as an address or a cookie may name it: anything else names none. */
export const brandPattern = /^[a-z0-9-]{1,40}$/

/** The brands there are, or a lookup of them. */
export interface Brands {
  has(brandId: string): boolean
}

/** What a page's brand is read from. */
export interface PageAddress {
  /** brand= in the page's address, as written. */
  asked: string | null | undefined
  /** The brand the page's cookie keeps (domain/site/kept-choices.ts). */
  kept: string | null | undefined
  hostname: string
}

/**
 * The brand the bettor's address chose: brand= in it now, else the one kept from an earlier
 * load; undefined when neither names one, and the host says. What the page's code can read
 * itself: the brands there are it does not know, so the engine sends none and the server reads
 * the host name.
 */
export function chosenBrand(
  asked: string | null | undefined,
  kept: string | null | undefined,
): string | undefined {
  return [asked?.trim().toLowerCase(), kept].find(
    (brand): brand is string => typeof brand === 'string' && brandPattern.test(brand),
  )
}

/** The brand a host name is for: its first label, when that is a brand. */
export function hostBrand(hostname: string, brands: Brands): string | undefined {
  const label = hostname.split('.')[0]?.toLowerCase() ?? ''
  return brands.has(label) ? label : undefined
}

/**
 * The brand a page names: the one chosen by its address or its cookie, else its host's;
 * undefined when it names none, and the default brand serves it. A brand named need not exist.
 */
export function namedPageBrand(page: PageAddress, brands: Brands): string | undefined {
  return chosenBrand(page.asked, page.kept) ?? hostBrand(page.hostname, brands)
}
