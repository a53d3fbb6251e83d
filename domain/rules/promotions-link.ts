// Where Promos leads (SPEC.md section 2: /promotions, overridable by a configured promotions
// URL): the app's own promotions page, another page of the app, or the operator's own site.

export type PromotionsTarget =
  | { kind: 'app'; path: string }
  /** An https page of the operator's: left for, in the same tab. */
  | { kind: 'site'; url: string }

export const promotionsPath = '/promotions'

/** promotions_url as read by the settings (a path or an https URL, or empty). */
export function promotionsTarget(promotionsUrl: string): PromotionsTarget {
  if (promotionsUrl === '') return { kind: 'app', path: promotionsPath }
  return promotionsUrl.startsWith('/')
    ? { kind: 'app', path: promotionsUrl }
    : { kind: 'site', url: promotionsUrl }
}
