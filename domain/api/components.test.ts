import { describe, expect, it } from 'vitest'
import { componentExamples, componentSchemas } from './components.ts'
import { parse } from './schema.ts'

describe('the named components', () => {
  it('have examples their own schemas read', () => {
    for (const [name, example] of Object.entries(componentExamples)) {
      const schema = componentSchemas[name]
      expect(schema, name).toBeDefined()
      if (schema) expect(parse(schema, example), name).toMatchObject({ ok: true })
    }
  })
})
