import { describe, expect, it } from 'vitest'
import { type Operation, pathWith, routerPath } from './operation.ts'
import { routeTable as table } from './route-table.ts'

const routeTable: readonly Operation[] = table

describe('the route table', () => {
  it('names each operation once and each method and path once', () => {
    const ids = routeTable.map((entry) => entry.operationId)
    expect(new Set(ids).size).toBe(ids.length)
    const routes = routeTable.map((entry) => `${entry.method} ${routerPath(entry)}`)
    expect(new Set(routes).size).toBe(routes.length)
  })

  it('declares a schema for each path parameter, and a parameter for each one in the path', () => {
    for (const entry of routeTable) {
      const named = [...entry.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort()
      const declared = Object.keys(
        (entry.params as { entries?: Record<string, unknown> } | undefined)?.entries ?? {},
      ).sort()
      expect(declared, entry.operationId).toEqual(named)
    }
  })

  it('fills a path with its parameters, each one a single encoded segment', () => {
    const entry = { ...routeTable[0], path: '/xapi/rest/accounts/{accountId}/bets/{betId}' }
    expect(pathWith(entry as never, { accountId: 'a/b', betId: 7 })).toBe(
      '/xapi/rest/accounts/a%2Fb/bets/7',
    )
    expect(() => pathWith(entry as never, { accountId: 'a' })).toThrow(/betId/)
  })
})

describe('routerPath', () => {
  const entry = routeTable[0] as Operation
  it('names each parameter for the router, wherever it sits in its segment', () => {
    expect(routerPath({ ...entry, path: '/accounts/terms/{version}.html' })).toBe(
      '/accounts/terms/:version.html',
    )
    expect(routerPath({ ...entry, path: '/a/{accountId}/bets/{betId}' })).toBe(
      '/a/:accountId/bets/:betId',
    )
  })

  it('routes a parameter that runs to the path end as the wildcard', () => {
    expect(routerPath({ ...entry, path: '/m/{src}', pathRest: true })).toBe('/m/*')
  })
})
