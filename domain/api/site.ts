// The "Other" calls of SPEC.md section 7 besides settings: geo data, currencies, gaming-board
// seals, adverts, the external header, client metrics and resized images. Fields are the spec's
// where it names them (section 3, Advert and Other); the rest are documented in docs/api.md.

import * as v from 'valibot'
import { maxImageWidth } from '../rules/constants.ts'
import { currencyCodeSchema, storableText } from './money.ts'
import { notModified, operation, type PlainAnswer } from './operation.ts'

/** A brand id is also its host's first label (acme.example.com): lower case, digits, hyphens. */
export const brandIdSchema = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'lower-case letters, digits and hyphens, at most 40'),
)

/** GET /brands/{brandId}/{name}: an uploaded logo or favicon. */
export const brandAssetParamsSchema = v.object({
  brandId: brandIdSchema,
  name: v.pipe(v.string(), v.maxLength(100)),
})

export const imageMediaTypes = ['image/svg+xml', 'image/png', 'image/jpeg', 'image/webp'] as const

const pixels = v.pipe(v.number(), v.integer(), v.minValue(0))

/** A locale the caller wants names in (the l parameter of every /api/ call). */
const localeParam = v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?$/)))

export const geoDataQuerySchema = v.object({ l: localeParam })

/** GET /api/v2/geo_data and /api/geo_data: where the caller is. */
export const geoDataSchema = v.object({
  /** ISO 3166-1 alpha-2. */
  countryCode: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
  countryCode3: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
  /** In the language of l, English by default. */
  countryName: v.string(),
  /** The region within the country, when the edge in front of the server names it. */
  region: v.optional(v.string()),
  ip: v.string(),
  /** header: an edge's country header said so; brand: the brand's default_country. */
  source: v.picklist(['header', 'brand']),
})
export type GeoData = v.InferOutput<typeof geoDataSchema>

export const currenciesQuerySchema = v.object({ l: localeParam })

/** GET /xapi/rest/currencies: one entry per currency the book takes. */
export const currencySchema = v.object({
  code: currencyCodeSchema,
  name: v.string(),
  symbol: v.string(),
  /** Digits of the minor unit: amounts are integers of 10^-precision. */
  precision: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Real units per displayed unit: 1000 for the thousand-scale currencies (SPEC.md section 9). */
  displayScale: v.picklist([1, 1000]),
})
export const currenciesSchema = v.array(currencySchema)
export type CurrencyEntry = v.InferOutput<typeof currencySchema>

export const gcbSealQuerySchema = v.object({
  /** A host name, with its port or not (a bracketed IPv6 address too). */
  host: v.pipe(v.string(), v.regex(/^[A-Za-z0-9.:[\]-]{1,253}$/)),
})

/** GET /api/gcb_seals?host=: the gaming-board seal of a host the brand is licensed on. */
export const gcbSealSchema = v.object({ token: v.string() })

export const advertParamsSchema = v.object({
  adId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_.:-]{1,100}$/)),
})

export const advertQuerySchema = v.object({
  player_type: v.optional(storableText(32)),
  /** The player asking; counts only with that player's bearer token. */
  username: v.optional(storableText(64)),
})

/** GET /api/adverts/{adId} (SPEC.md section 3, Advert). */
export const advertSchema = v.object({
  audience: v.string(),
  width_in_pixels: pixels,
  height_in_pixels: pixels,
  /** A path on the site (resized by /m{path}?w=) or an https URL. */
  attachment_path: v.string(),
  description: v.string(),
  name: v.string(),
  link: v.string(),
  link_name: v.string(),
  popup: v.boolean(),
  popup_allow_resize: v.boolean(),
  popup_allow_scrollbars: v.boolean(),
  popup_height: pixels,
  popup_width: pixels,
  show_description: v.boolean(),
})
export type AdvertResponse = v.InferOutput<typeof advertSchema>

export const externalHeaderParamsSchema = v.object({
  path: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/)),
})

/** GET /api/external_header/{path} (SPEC.md section 3, external header response). */
export const externalHeaderSchema = v.object({ css: v.string(), js: v.string(), html: v.string() })
export type ExternalHeader = v.InferOutput<typeof externalHeaderSchema>

export const getExternalHeader = operation({
  operationId: 'getExternalHeader',
  method: 'GET',
  path: '/api/external_header/{path}',
  summary: "A brand's external header (css, js, html) by its clem_external_header_path",
  description:
    "Shown above the sportsbook when the brand's clem_external_header_enabled is on. The client asks the brand's external_widgets_subdomain_cms when it names one, else its external_widgets_subdomain, else this server. Cacheable 5 minutes, varying by brand.",
  tags: ['Other'],
  caller: 'anyone',
  params: externalHeaderParamsSchema,
  answers: { 200: externalHeaderSchema },
  errors: { 400: ['invalid-request'], 404: ['unknown-brand', 'not-found'] },
})

const metricName = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_.:/-]{1,100}$/))
const metricTags = v.pipe(
  v.record(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_.-]{1,64}$/)), storableText(200)),
  v.check((tags) => Object.keys(tags).length <= 20, 'at most 20 tags'),
)

/** POST /api/metrics: one measurement (a duration, a count) or report (the path of a failure). */
export const metricSchema = v.object({
  name: metricName,
  value: v.union([v.pipe(v.number(), v.finite()), storableText(500)]),
  tags: v.optional(metricTags),
})
export type Metric = v.InferOutput<typeof metricSchema>

/** GET /api/metrics?name=&value=: the same report where only a GET can be sent. */
export const metricQuerySchema = v.object({ name: metricName, value: storableText(500) })

/** What a path must end in to name an image; any other /m/... path is one of the client's pages. */
export const imageExtensions = ['.png', '.jpg', '.jpeg', '.webp', '.svg', '.gif'] as const

export const isImagePath = (path: string) =>
  imageExtensions.some((extension) => path.toLowerCase().endsWith(extension))

export const imageQuerySchema = v.object({
  /** Width in CSS pixels, drawn at the next of imageWidths; the image's own width when absent. */
  w: v.optional(v.pipe(v.number(), v.integer(), v.minValue(16), v.maxValue(maxImageWidth))),
  /** Quality of the lossy formats, 75 by default (SPEC.md section 7), drawn at a step of five. */
  q: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))),
})
export type ImageQuery = v.InferOutput<typeof imageQuerySchema>

export const siteImageParamsSchema = v.object({
  /** The image's path on the site after /m/: a file under public/ or a brand's upload (brands/demo/logo.svg). */
  src: v.pipe(
    v.string(),
    v.regex(/^[^?#]{1,500}$/, 'a path on the site'),
    v.check(isImagePath, `a path ending in ${imageExtensions.join(', ')}`),
  ),
})

/** GET /xapi/rest/partners/{product}/launch: a partner product's page for the caller. */
export const partnerLaunchParamsSchema = v.object({
  product: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/)),
})
export const partnerLaunchQuerySchema = v.object({
  /** A game of the product to open at (the leap pages' leapGameId). */
  gameId: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/))),
})
export const partnerLaunchSchema = v.object({
  /** The partner's page with the player's partner token, the language and the currency. */
  url: v.string(),
  /** Opened in a tab of its own rather than in the page (show_kiron_virtuals enabled_new_tab). */
  newTab: v.boolean(),
  /** Whether the token of a logged-in player went with it (else the partner's guest play). */
  asPlayer: v.boolean(),
})
export type PartnerLaunch = v.InferOutput<typeof partnerLaunchSchema>

const tags = ['Other']

/** Every call that names no brand in its path reads the brand header (else the host name). */
const brandRefusal = 'unknown-brand'

export const getGeoData = operation({
  operationId: 'getGeoData',
  method: 'GET',
  path: '/api/v2/geo_data',
  summary:
    "Where the caller is: the edge's country header (cf-ipcountry, x-country-code), else the brand's default country",
  description:
    "source says which: header (an edge in front of the server named the country) or brand (the brand's default_country). Cache-Control: private, max-age=600.",
  tags,
  caller: 'anyone',
  query: geoDataQuerySchema,
  answers: { 200: geoDataSchema },
  errors: { 400: ['invalid-request'], 404: [brandRefusal] },
})

export const getGeoDataUnversioned = operation({
  ...getGeoData,
  operationId: 'getGeoDataUnversioned',
  path: '/api/geo_data',
  description: `The same as getGeoData, at the address SPEC.md section 7 names beside it. ${getGeoData.description}`,
})

export const getCurrencies = operation({
  operationId: 'getCurrencies',
  method: 'GET',
  path: '/xapi/rest/currencies',
  summary:
    'The currencies the book takes: code, name, symbol, precision of the minor unit, display scale (1000 for VND, IDR, LAK, MMK, KHR)',
  description:
    'Names and symbols in the language of l (English by default). Cache-Control: public, max-age=3600.',
  tags,
  caller: 'anyone',
  query: currenciesQuerySchema,
  answers: { 200: currenciesSchema },
  errors: { 400: ['invalid-request'] },
})

export const getGamingBoardSeal = operation({
  operationId: 'getGamingBoardSeal',
  method: 'GET',
  path: '/api/gcb_seals',
  summary: "The gaming-board seal token of one of the brand's hosts; 404 for a host without one",
  description:
    'The host is compared without case, port or trailing dot. The footer shows the seal when the brand has gcb_seal_required on.',
  tags,
  caller: 'anyone',
  query: gcbSealQuerySchema,
  answers: { 200: gcbSealSchema },
  errors: { 400: ['invalid-request'], 404: [brandRefusal, 'not-found'] },
})

export const getAdvert = operation({
  operationId: 'getAdvert',
  method: 'GET',
  path: '/api/adverts/{adId}',
  summary:
    "One of the brand's adverts (jackpot_banner, jackpot_bets, those of page_layouts), if its audience takes in the caller (the bearer token's player); 404 otherwise",
  description:
    "Who the caller is comes from the bearer token: a username without that player's valid token is a logged-out visitor. An id may have a version per audience: the caller gets the one they are in, one of an audience of its own before one for everybody. An advert no version of which takes the caller in is a 404, as one that does not exist, so the answer says nothing about the player. Cache-Control: private, max-age=60.",
  tags,
  caller: 'player-if-any',
  params: advertParamsSchema,
  query: advertQuerySchema,
  answers: { 200: advertSchema },
  errors: { 400: ['invalid-request'], 404: [brandRefusal, 'not-found'] },
})

export const launchPartnerProduct = operation({
  operationId: 'launchPartnerProduct',
  method: 'GET',
  path: '/xapi/rest/partners/{product}/launch',
  summary:
    "Where a partner product's page opens: the brand's URL with the player's partner token (none for a visitor), language and currency; 404 for a product the brand does not offer",
  description:
    "The partner token is valid as long as the player's session. Kiron is offered only where show_kiron_virtuals enables it and never to a USDT account. Cache-Control: private, no-store.",
  tags,
  caller: 'player-if-any',
  params: partnerLaunchParamsSchema,
  query: partnerLaunchQuerySchema,
  answers: { 200: partnerLaunchSchema },
  errors: { 400: ['invalid-request'], 404: [brandRefusal, 'not-offered'] },
})

/** The resized image, in the format the Accept header allows. */
const resizedImage: PlainAnswer = {
  description: 'The image at the width asked',
  mediaTypes: ['image/webp', 'image/png', 'image/jpeg'],
}

export const getImage = operation({
  operationId: 'getImage',
  method: 'GET',
  path: '/m/{src}',
  pathRest: true,
  summary:
    'An image of the site at a width (w 16 to 2048, q 1 to 100, 75 by default): WebP when accepted, else PNG or JPEG; cached for a year',
  description:
    "SPEC.md section 7's /m{src}?w=&q=. src is a path on the site, slashes included and sent as they are (/m/flags/de.svg, /m/brands/demo/logo.svg): a file under public/ or a brand's uploaded logo or favicon; a path under /m/ that does not end in an image's extension is the mobile site's page, not this operation. A width is drawn at the next of the ladder 16, 24, 32, 48, 64, 96, 128, 160, 192, 256, 320, 384, 512, 640, 768, 1024, 1280, 1536, 1920, 2048 (w=100 is 128 px wide) and a quality at the nearest step of five, so the pictures a file has are few and shared; a page that asks at the ladder's widths gets what it asked. A bitmap is never enlarged; an SVG is drawn at that width. ETag, Cache-Control: public, max-age=31536000, immutable, Vary: Accept.",
  tags,
  caller: 'anyone',
  params: siteImageParamsSchema,
  query: imageQuerySchema,
  answers: { 200: resizedImage, 304: notModified },
  errors: { 400: ['invalid-request'], 404: ['not-found'], 415: ['not-an-image'] },
})

export const getBrandAsset = operation({
  operationId: 'getBrandAsset',
  method: 'GET',
  path: '/brands/{brandId}/{name}',
  summary: "A brand's uploaded logo or favicon; its address names its content: cached for a year",
  description:
    "The demo brands' files at the same kind of address are the built client's own, served before this operation is asked. An SVG comes with a Content-Security-Policy that lets it run and load nothing.",
  tags,
  caller: 'anyone',
  params: brandAssetParamsSchema,
  answers: { 200: { description: 'The image as uploaded', mediaTypes: imageMediaTypes } },
  errors: { 400: ['invalid-request'], 404: ['not-found'] },
})
