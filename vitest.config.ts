import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

// Merged with the vite config so linaria's styled components get their classes under test too.
export default mergeConfig(
  viteConfig,
  defineConfig({
    root: '.',
    test: {
      include: ['{domain,worker,machines,src,server,tests}/**/*.test.{ts,tsx}'],
      environment: 'node',
      testTimeout: 20_000,
      hookTimeout: 60_000,
      globalSetup: ['tests/support/pglite-template.ts'],
    },
  }),
)
