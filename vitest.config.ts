import { availableParallelism } from 'node:os'
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

// Merged with the vite config so linaria's styled components get their classes under test too.
export default mergeConfig(
  viteConfig,
  defineConfig({
    root: '.',
    test: {
      environment: 'node',
      // A guard against a hang, not a measure: beside the end-to-end tests on two cores, a test
      // that starts a server of its own took 10-20 s, and met a limit of 20 s in CI.
      testTimeout: 60_000,
      hookTimeout: 60_000,
      // expect.poll gives up after a second unless a test names its own time, as vi.waitFor does
      // (tests/support/patient-waits.ts, which says why ten): on PostgreSQL beside the end-to-end
      // tests, a settlement's credits or a probe's answer can take longer than that.
      expect: { poll: { timeout: 10_000 } },
      // After the last file, vitest's main process still holds wyw-in-js's eval runner (a child
      // process linaria starts for the styled components of the one .tsx test,
      // src/live/PriceButton.test.tsx) and its pipes and files: the plugin disposes of it when an
      // HTTP server closes, and vitest's Vite server has none. vitest waits for them ("close timed
      // out"), then exits all the same. One second of that wait, not ten.
      teardownTimeout: 1_000,
      // One file per core, not vitest's cores less one: the integration files spend much of their
      // time waiting on a server or a database: on two cores a second file cuts a third of the run.
      // On PostgreSQL each worker has a database of its own (tests/support/postgres-per-worker.ts).
      maxWorkers: availableParallelism(),
      // Worker threads rather than child processes: a third less time on two cores (PGlite pass
      // 269 s → 183 s, PostgreSQL pass 115 s → 99 s), mostly in starting and importing each file.
      // Each thread has its own process.env, so the per-worker database above still holds.
      pool: 'threads',
      projects: [
        {
          extends: true,
          test: {
            name: 'pure',
            include: ['{domain,machines,conformance}/**/*.test.ts'],
            // Pure rules, statecharts and the conformance kit's pure parts: no module holds state a
            // test could leave behind, so a worker imports them once for all their files instead of
            // once a file (26 s → 12 s).
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'with I/O',
            include: ['{worker,src,server,tests,clients}/**/*.test.{ts,tsx}'],
            // A step of its own in npm test (tests/cluster/vitest.config.ts).
            exclude: [...configDefaults.exclude, 'tests/cluster/**'],
            globalSetup: ['tests/support/pglite-template.ts'],
            setupFiles: ['tests/support/postgres-per-worker.ts', 'tests/support/patient-waits.ts'],
          },
        },
      ],
    },
  }),
)
