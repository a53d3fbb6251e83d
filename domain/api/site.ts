// The "Other" calls of SPEC.md section 7 besides settings: geo data, currencies, gaming-board
// seals, adverts, the external header, client metrics and resized images. Fields are the spec's
// where it names them (section 3, Advert and Other); the rest are documented in docs/api.md.

import * as v from 'valibot'
import { currencyCodeSchema, storableText } from './money.ts'
import { operation } from './operation.ts'

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
    "Shown above the sportsbook when the brand's clem_external_header_enabled is on. The client asks the brand's external_widgets_subdomain when it names one, else this server. Cacheable 5 minutes, varying by brand.",
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

export const imageQuerySchema = v.object({
  /** Width in CSS pixels; the image's own width when absent. */
  w: v.optional(v.pipe(v.number(), v.integer(), v.minValue(16), v.maxValue(2048))),
  /** Quality of the lossy formats, 75 by default (SPEC.md section 7). */
  q: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))),
})
export type ImageQuery = v.InferOutput<typeof imageQuerySchema>

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
