// The terms of use a wallet brand's players accept once per version (POST /accounts/sessions
// names the page as fileName). One text for every brand, in the brand's name: an operator with
// terms of their own serves their own page at the same path.

import { escapeHtml } from '../http/escape-html.ts'

const sections = (brand: string): [string, string[]][] => [
  [
    'Who may bet',
    [
      `You must be at least 18 years old, or the legal age for gambling where you live if higher, to open an account or place a bet with ${brand}.`,
      'One account per person. Bets placed for someone else, or through an account that is not yours, are void.',
    ],
  ],
  [
    'Your account',
    [
      'Keep your password to yourself. You are responsible for every bet placed with your login.',
      'We may ask you to prove who you are and where your money comes from before you deposit, bet or withdraw.',
    ],
  ],
  [
    'Bets',
    [
      'A bet is accepted when it appears in My Bets with a reference. The price and stake shown there are the ones that count.',
      'If a price was plainly wrong, or an event had started when a pre-match bet was placed, the bet may be settled at the correct price or voided.',
      'Cash-out offers change with the market and may be withdrawn at any moment before you accept one.',
    ],
  ],
  [
    'Bonuses',
    [
      'Bonus money must be wagered as its offer says before it, or winnings from it, can be withdrawn. Real money is always staked first.',
    ],
  ],
  [
    'Safer gambling',
    [
      'You can set deposit limits, take a break or exclude yourself at any time from your account. While self-excluded you may withdraw but not deposit or bet.',
    ],
  ],
  [
    'Changes to these terms',
    ['When these terms change you will be asked to accept the new version before you bet again.'],
  ],
]

/** The page; nonce is its answer's (pageNonce), for its inline style. */
export function termsPage(brand: string, version: string, nonce: string): string {
  const body = sections(brand)
    .map(
      ([heading, paragraphs]) =>
        `<h2>${escapeHtml(heading)}</h2>\n${paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n')}`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(brand)}: terms of use (${escapeHtml(version)})</title>
<style nonce="${nonce}">body{font:16px/1.5 system-ui,sans-serif;max-width:42rem;margin:2rem auto;padding:0 1rem}</style>
</head>
<body>
<main>
<h1>${escapeHtml(brand)} terms of use</h1>
<p>Version ${escapeHtml(version)}</p>
${body}
</main>
</body>
</html>
`
}
