// The address a partner product opens at (server/routes/partners.ts).

/**
 * The address the partner's page opens at: the configured URL with the player's partner token
 * (none for a visitor, who plays as a guest where the partner allows it), the language and the
 * currency. A configured URL may be on this site (a path) or another (https).
 */
export function partnerLaunchUrl(
  configured: string,
  launch: { token?: string; language: string; currency: string; gameId?: string },
): string | undefined {
  const onSite = configured.startsWith('/') && !configured.startsWith('//')
  let url: URL
  try {
    url = new URL(configured, 'https://this.site')
  } catch {
    return undefined
  }
  if (!onSite && url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
  if (launch.token) url.searchParams.set('token', launch.token)
  url.searchParams.set('lang', launch.language)
  url.searchParams.set('currency', launch.currency)
  if (launch.gameId) url.searchParams.set('game', launch.gameId)
  return onSite ? `${url.pathname}${url.search}${url.hash}` : url.href
}
