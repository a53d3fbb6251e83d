// An operator's front end, in a few lines: the player's pinned events read and kept through the
// typed client. Every path, parameter, body and answer here is checked against the API's types.
//   SPORTSBOOK_URL=http://localhost:8080 SPORTSBOOK_TOKEN=<a player's token> \
//     npx tsx clients/typescript/example.ts

import { createSportsbookClient } from './client'

const client = createSportsbookClient({
  baseUrl: process.env.SPORTSBOOK_URL ?? 'http://localhost:8080',
  brand: process.env.SPORTSBOOK_BRAND ?? 'demo',
  token: () => process.env.SPORTSBOOK_TOKEN,
})

const { data, error } = await client.GET('/api/pins')
if (error) {
  // The codes this call may answer, as a union: a new one would not compile here unhandled.
  switch (error.code) {
    case 'unauthorized':
      console.log('Log in first: set SPORTSBOOK_TOKEN to a player’s token.')
      break
    case 'account-locked':
      console.log('This account is locked.')
      break
  }
  process.exit(1)
}
console.log(`${data.pins.length} pinned events`, data.pins)
const kept = await client.PUT('/api/pins', {
  body: { pins: [...data.pins, { eventId: 'demo-event', marketIds: [] }].slice(-8) },
})
console.log(kept.data ?? kept.error)
