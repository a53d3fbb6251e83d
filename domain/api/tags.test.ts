import { describe, expect, it } from 'vitest'
import { routeTable } from './route-table.ts'
import { apiTags } from './tags.ts'

describe('the API’s tags', () => {
  it('describe every tag an entry of the route table names', () => {
    const named = new Set(routeTable.flatMap((entry): readonly string[] => entry.tags))
    expect([...named].filter((tag) => !apiTags[tag])).toEqual([])
  })
})
