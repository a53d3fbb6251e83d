// Page titles and meta tags come from per-URL page attributes (SPEC.md section 2): a rule's url
// may hold * wildcards, and when several rules match a path the last one wins, so an operator
// writes general rules first and exceptions after them.

export interface PageAttributeRule<A> {
  /** A path such as /sports/1-FOOT, with * matching any run of characters, slashes included. */
  url: string
  attributes: A
}

/** The attributes of the last rule matching the path (query and fragment ignored), if any. */
export function pageAttributesFor<A>(
  rules: readonly PageAttributeRule<A>[],
  path: string,
): A | undefined {
  const pathname = withoutTrailingSlash(path.split(/[?#]/)[0] ?? '')
  for (let index = rules.length - 1; index >= 0; index--) {
    const rule = rules[index]
    if (rule && urlPattern(rule.url).test(pathname)) return rule.attributes
  }
  return undefined
}

function urlPattern(url: string): RegExp {
  const parts = withoutTrailingSlash(url)
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
  return new RegExp(`^${parts.join('.*')}$`)
}

// '/sports/' and '/sports' are the same page.
function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
}
