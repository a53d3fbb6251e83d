// npm run build's server half: tsc compiles server/ (and the domain/ it imports) into dist-server/,
// the '.ts' import specifiers rewritten to '.js', and the files the server reads at run time
// beside its code are copied to where the compiled code looks for them: the migrations' SQL
// (server/db/migrate.ts), the operator page's script (server/routes/ops.ts) and the public
// images (server/routes/images.ts). npm start runs the
// result with plain node.
//
// A folder named as the argument (inside the repository, where node finds its packages) is built
// instead of dist-server/: tests/integration/compiled-server.test.ts builds its own, since npm test
// runs the conformance kit and the cluster test on dist-server/ at the same time.

import { cpSync, rmSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { root, run } from './prepare.mjs'

const out = resolve(root, process.argv[2] ?? 'dist-server')
rmSync(out, { recursive: true, force: true })
const status = run('npx', ['tsc', '-p', 'tsconfig.build-server.json', '--outDir', out])
if (status !== 0) process.exit(status)
cpSync(join(root, 'server/migrations'), join(out, 'server/migrations'), {
  recursive: true,
  filter: (path) => path.endsWith('.sql') || statSync(path).isDirectory(),
})
cpSync(join(root, 'server/ops'), join(out, 'server/ops'), { recursive: true })
cpSync(join(root, 'public'), join(out, 'public'), { recursive: true })
