// Writes schema.ts: the API's types as openapi-typescript makes them from the OpenAPI document
// the server publishes (server/http/openapi-document.ts). Run after changing the route table:
// `npm run generate -w clients/typescript`; generate.test.ts fails while the file is stale.

import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript'
import { routeTable } from '../../domain/api/route-table.ts'
import { openApiDocument } from '../../server/http/openapi-document.ts'

export const schemaFile = new URL('./schema.ts', import.meta.url)

/** The types of the route table's document, as the text of schema.ts. */
export async function clientTypes(): Promise<string> {
  const document = openApiDocument(routeTable) as unknown as OpenAPI3
  return astToString(await openapiTS(document, { alphabetize: false }))
}

// Run as a script (not imported by its test): write the file.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href)
  writeFileSync(schemaFile, await clientTypes())
