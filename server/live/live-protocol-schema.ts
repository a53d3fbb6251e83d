// The live stream's frames as one JSON Schema document (/docs/live-protocol.schema.json): what
// a client sends, what a server sends, the HTTP poll's page, and a change once its short keys are
// expanded (docs/live-protocol.md). Made from the domain's schemas, so it cannot drift from them.

import { toJsonSchemaDefs } from '@valibot/to-json-schema'
import { liveChangeSchema } from '../../domain/feed/change.ts'
import {
  changesPageSchema,
  clientMessageSchema,
  serverMessageSchema,
} from '../../domain/feed/protocol.ts'

export const liveProtocolSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'Sportsbook live stream (/xapi/live/stream)',
  $defs: toJsonSchemaDefs(
    {
      ClientMessage: clientMessageSchema,
      ServerMessage: serverMessageSchema,
      ChangesPage: changesPageSchema,
      LiveChange: liveChangeSchema,
    },
    { target: 'draft-2020-12', errorMode: 'ignore' },
  ),
}
