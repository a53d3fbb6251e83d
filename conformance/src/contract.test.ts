import { describe, expect, it } from 'vitest'
import { dereference, readContract, resolvePointer, templatePattern } from './contract.ts'

/** A document written with named components and references, as a generator writes one. */
const document = {
  openapi: '3.1.0',
  components: {
    schemas: {
      Price: {
        type: 'object',
        properties: { decimal: { type: 'number' } },
        required: ['decimal'],
      },
      Error: {
        type: 'object',
        properties: { code: { type: 'string' }, message: { type: 'string' } },
        required: ['code', 'message'],
      },
    },
    parameters: { brand: { name: 'brand', in: 'header', schema: { type: 'string' } } },
    responses: {
      NotFound: {
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    },
  },
  paths: {
    '/xapi/rest/events/{id}': {
      parameters: [{ $ref: '#/components/parameters/brand' }],
      get: {
        operationId: 'getEvent',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: {
          '200': {
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Price' } } },
          },
          '404': { $ref: '#/components/responses/NotFound' },
          '4XX': {
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
          },
        },
      },
    },
    '/xapi/rest/events/live': {
      get: { security: [{ bearer: [] }], responses: { '200': { description: 'no body' } } },
    },
    '/m/{path+}': { get: { responses: {} } },
  },
}

describe('reading an OpenAPI 3.1 document', () => {
  const contract = readContract(document)

  it('keys operations by method and path, with their operationId and shared parameters', () => {
    const operation = contract.operation('GET', '/xapi/rest/events/{id}')
    expect(operation?.operationId).toBe('getEvent')
    expect(operation?.parameters.map((parameter) => parameter.name)).toEqual(['brand', 'id'])
    expect(contract.operation('GET', '/xapi/rest/events/live')?.authenticated).toBe(true)
    expect(operation?.authenticated).toBe(false)
  })

  it('matches a concrete path to its template, the most literal template first', () => {
    expect(contract.match('GET', '/xapi/rest/events/1001')?.path).toBe('/xapi/rest/events/{id}')
    expect(contract.match('GET', '/xapi/rest/events/live')?.path).toBe('/xapi/rest/events/live')
    expect(contract.match('GET', '/m/brands/demo/logo.svg')?.path).toBe('/m/{path+}')
    expect(contract.match('POST', '/xapi/rest/events/1001')).toBeUndefined()
  })

  it('checks an answer against the schema of its status, through $ref into components', () => {
    const operation = contract.operation('GET', '/xapi/rest/events/{id}')
    if (!operation) throw new Error('no operation')
    expect(contract.checkAnswer(operation, 200, { decimal: 2.5 })).toEqual({
      documented: true,
      errors: [],
    })
    expect(contract.checkAnswer(operation, 200, { price: 2.5 }).errors).toEqual([
      "(the answer) must have required property 'decimal'",
    ])
    expect(contract.checkAnswer(operation, 404, { code: 'not-found' }).errors).toHaveLength(1)
    // A status the document lists by its range.
    expect(contract.checkAnswer(operation, 409, { code: 'x', message: 'y' }).errors).toEqual([])
    expect(contract.checkAnswer(operation, 500, {}).documented).toBe(false)
  })

  it('takes a documented answer without a JSON body as it comes', () => {
    const operation = contract.operation('GET', '/xapi/rest/events/live')
    if (!operation) throw new Error('no operation')
    expect(contract.checkAnswer(operation, 200, undefined)).toEqual({
      documented: true,
      errors: [],
    })
  })
})

describe('references and templates', () => {
  it('resolves escaped pointers and follows chains of $ref', () => {
    expect(resolvePointer({ a: { 'b/c': { '~d': 1 } } }, '#/a/b~1c/~0d')).toBe(1)
    expect(() => resolvePointer({}, '#/nothing')).toThrow('names nothing')
    expect(() => resolvePointer({}, 'other.json#/x')).toThrow('only local references')
    const chained = { x: { $ref: '#/y' }, y: { $ref: '#/z' }, z: { found: true } }
    expect(dereference(chained, { $ref: '#/x' })).toEqual({ found: true })
    const loop = { x: { $ref: '#/x' } }
    expect(() => dereference(loop, { $ref: '#/x' })).toThrow('never ends')
  })

  it('makes one segment of a parameter and any of a rest-of-path parameter', () => {
    expect(templatePattern('/a/{id}/b').test('/a/1/b')).toBe(true)
    expect(templatePattern('/a/{id}/b').test('/a/1/2/b')).toBe(false)
    expect(templatePattern('/accounts/terms/{version}.html').test('/accounts/terms/v2.html')).toBe(
      true,
    )
    expect(templatePattern('/m/{*}').test('/m/a/b.svg')).toBe(true)
    expect(templatePattern('/x.y').test('/xzy')).toBe(false)
  })
})
