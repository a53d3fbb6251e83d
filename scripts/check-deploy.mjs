// npm test's check of the deployment files with their own tools, since no container runs here:
// compose.yaml against the compose specification's schema and dclint's rules, and deploy/haproxy.cfg by
// haproxy itself (haproxy -c) with the addresses compose.yaml gives it. The Dockerfile is not
// linted: hadolint is neither a Debian package nor an npm one (docs/operations.md). Exits with
// the first failure's status.

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { root, run } from './prepare.mjs'

const compose = join(root, 'compose.yaml')
// Warnings fail too: the file stays as clean as dclint can tell (its settings: .dclintrc).
let status = run(join(root, 'node_modules/.bin/dclint'), ['--max-warnings', '0', compose])
if (status === 0) {
  const haproxy = parse(readFileSync(compose, 'utf8')).services.haproxy
  status = run('haproxy', ['-c', '-q', '-f', join(root, 'deploy/haproxy.cfg')], {
    env: { ...process.env, ...haproxy.environment },
  })
}
if (status !== 0) process.exit(status)
console.log('compose.yaml meets the compose schema; deploy/haproxy.cfg is valid')
