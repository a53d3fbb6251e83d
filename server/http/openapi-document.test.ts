// The document an operator's generator reads: Redocly's recommended rules find nothing in it
// (redocly.yaml turns a rule off only with docs/decisions/openapi-document.md), shared shapes are
// components referred to, and each operation says who calls it, with which brand, and which codes
// each refusal carries.

import { fileURLToPath } from 'node:url'
import { lintFromString, loadConfig } from '@redocly/openapi-core'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { idSchema } from '../../domain/api/money.ts'
import { type Operation, operation } from '../../domain/api/operation.ts'
import { routeTable } from '../../domain/api/route-table.ts'
import { priceSchema } from '../../domain/events/event.ts'
import { openApiDocument } from './openapi-document.ts'

const table: readonly Operation[] = routeTable
const document = openApiDocument(table)

type Json = Record<string, unknown>
const operations = Object.values(document.paths).flatMap(
  (methods) => Object.values(methods) as Json[],
)

describe('the OpenAPI document of the route table', () => {
  it("passes Redocly's recommended rules: no error, no warning", async () => {
    const configPath = fileURLToPath(new URL('../../redocly.yaml', import.meta.url))
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: 'openapi.json',
      config: await loadConfig({ configPath }),
    })
    const found = problems.map(
      (problem) =>
        `${problem.severity} ${problem.ruleId} ${problem.location[0]?.pointer}: ${problem.message}`,
    )
    expect(found).toEqual([])
  })

  it('has every entry once, by its operationId, with a summary and a description', () => {
    expect(operations.map((each) => each.operationId).sort()).toEqual(
      table.map((entry) => entry.operationId).sort(),
    )
    for (const each of operations) {
      expect(each.summary, String(each.operationId)).toBeTruthy()
      expect(each.description, String(each.operationId)).toBeTruthy()
    }
  })

  it('says who may call each operation, and takes the brand header on a brand’s calls', () => {
    for (const entry of table) {
      const published = (document.paths[entry.path] as Json)[entry.method.toLowerCase()] as {
        security: Json[]
        parameters?: { in: string; name: string }[]
      }
      const headers = (published.parameters ?? [])
        .filter((parameter) => parameter.in === 'header')
        .map((parameter) => parameter.name)
      if (entry.caller === 'anyone' || entry.caller === 'test-hook')
        expect(published.security).toEqual([])
      if (entry.caller === 'player') expect(published.security).toEqual([{ player: [] }])
      expect(headers.includes('brand'), entry.operationId).toBe(
        entry.caller !== 'operator' && entry.caller !== 'feed',
      )
    }
  })

  const pricedTwice = operation({
    operationId: 'getTwoPrices',
    method: 'GET',
    path: '/prices/{outcomeId}',
    summary: 'Two prices',
    tags: ['Events and markets'],
    caller: 'anyone',
    params: v.object({
      outcomeId: v.pipe(idSchema, v.description('The outcome whose prices are asked for')),
    }),
    answers: { 200: v.object({ now: priceSchema, before: v.optional(priceSchema) }) },
    errors: { 404: ['not-found'], 400: ['invalid-request', 'RES-00098'] },
  })
  const sample = openApiDocument([pricedTwice])
  const published = (sample.paths['/prices/{outcomeId}'] as Json).get as {
    parameters: Json[]
    responses: Record<string, { content: Record<string, { schema: Json }> }>
  }

  it('writes a shared shape once, as a component every use refers to', () => {
    const answer = published.responses['200']?.content['application/json']?.schema
    expect(answer).toMatchObject({
      properties: {
        now: { $ref: '#/components/schemas/Price' },
        before: { $ref: '#/components/schemas/Price' },
      },
    })
    const components = (sample.components as { schemas: Record<string, Json> }).schemas
    expect(components.Price).toMatchObject({ required: ['decimal'] })
    // Only the components in use: the pins are not.
    expect(Object.keys(components).sort()).toEqual(['Error', 'Price'])
  })

  it('describes a path parameter with its schema’s description', () => {
    expect(published.parameters[0]).toEqual({
      name: 'outcomeId',
      in: 'path',
      required: true,
      description: 'The outcome whose prices are asked for',
      schema: { type: 'string', maxLength: 64, minLength: 1 },
    })
  })

  it('narrows each refusal’s code to the codes the entry lists', () => {
    expect(published.responses['400']?.content['application/json']?.schema).toEqual({
      allOf: [{ $ref: '#/components/schemas/Error' }],
      properties: { code: { type: 'string', enum: ['invalid-request', 'RES-00098'] } },
    })
    expect(published.responses['404']?.content['application/json']?.schema).toMatchObject({
      properties: { code: { enum: ['not-found'] } },
    })
  })
})
