import { defineConfig } from 'vitest/config'

// The cluster test runs on its own (scripts/test-steps.mjs, after the PostgreSQL pass): it starts
// its own PostgreSQL, server processes and HAProxy.
export default defineConfig({
  root: new URL('../..', import.meta.url).pathname,
  test: {
    include: ['tests/cluster/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 1,
    hookTimeout: 90_000,
    teardownTimeout: 30_000,
  },
})
