// SPEC.md section 7, cross-window messages (docs/embedding.md). These are the client's, not the
// backend's, and no server publishes their schema: the kit checks the examples docs/embedding.md
// gives against the schema the sportsbook reads a host's messages with (domain/embed), so an
// operator's host page written from the documentation is one the frame will act on.

import { readIncomingMessage } from '../../../domain/embed/bridge-protocol.ts'
import { type Check, expect } from '../kit.ts'

/** A host's messages as docs/embedding.md documents them: each must be taken. */
const documented = [
  { type: 'opt.sportsbook.token', authtoken: 'eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..x' },
  ...['euro', 'uk', 'us', 'hk', 'malay', 'indo'].map((odds) => ({
    type: 'opt.sportsbook.odds',
    odds,
  })),
  { type: 'opt.sportsbook.language', language: 'de' },
  { type: 'opt.sportsbook.language', language: 'pt-BR' },
  ...['event', 'sport', 'live', 'navigation-node'].map((category) => ({
    type: 'opt.sportsbook.deeplink',
    category,
    id: '10002',
  })),
]

/** Messages outside the documentation: each must be ignored. */
const undocumented = [
  { type: 'opt.sportsbook.token', authtoken: '' },
  { type: 'opt.sportsbook.odds', odds: 'fractional' },
  { type: 'opt.sportsbook.language', language: 'english' },
  { type: 'opt.sportsbook.deeplink', category: 'event', id: '../admin' },
  { type: 'opt.sportsbook.deeplink', category: 'casino', id: '1' },
  { type: 'ext.sportsbook.ready' },
  { type: 'opt.sportsbook.unknown' },
  'opt.sportsbook.token',
]

export const crossWindowChecks: Check[] = [
  ...documented.map(
    (message): Check => ({
      section: '7',
      group: 'cross-window',
      name: `the documented host message ${JSON.stringify(message)} is taken`,
      async run() {
        expect(readIncomingMessage(message), `domain/embed refuses ${JSON.stringify(message)}`)
      },
    }),
  ),
  ...undocumented.map(
    (message): Check => ({
      section: '7',
      group: 'cross-window',
      name: `the undocumented host message ${JSON.stringify(message)} is ignored`,
      async run() {
        expect(!readIncomingMessage(message), `domain/embed takes ${JSON.stringify(message)}`)
      },
    }),
  ),
]
