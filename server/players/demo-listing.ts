// What `npm start` prints about the demo brands and players: where each brand is, and who can
// log in to it, with the security answer where there is one.

import { demoBrands } from '../brands/demo-brands.ts'
import { demoPlayers } from './demo-players.ts'

export function demoListing(baseUrl: URL): string {
  const lines: string[] = []
  for (const brand of demoBrands) {
    const url = new URL('/live/sport/', baseUrl)
    url.hostname = `${brand.id}.localhost`
    lines.push(`  ${brand.name} (${brand.id}, ${brand.loginMethod}, ${brand.currency}): ${url}`)
    for (const player of demoPlayers.filter((candidate) => candidate.brandId === brand.id)) {
      const answer = player.securityQuestion
        ? `; answer to "${player.securityQuestion.question}": ${player.securityQuestion.answer}`
        : ''
      lines.push(`      ${player.username} / ${player.password}  (${player.shows}${answer})`)
    }
  }
  return lines.join('\n')
}
