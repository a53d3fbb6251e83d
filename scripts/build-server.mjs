// npm run build's server half: tsc compiles server/ (and the domain/ it imports) into dist-server/,
// the '.ts' import specifiers rewritten to '.js', and the files the server reads at run time
// beside its code are copied to where the compiled code looks for them: the migrations' SQL
// (server/db/migrate.ts), the operator page's script (server/routes/ops.ts) and the public
// images (server/routes/images.ts). npm start runs the
// result with plain node.

import { cpSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { root, run } from './prepare.mjs'

const out = join(root, 'dist-server')
rmSync(out, { recursive: true, force: true })
const status = run('npx', ['tsc', '-p', 'tsconfig.build-server.json'])
if (status !== 0) process.exit(status)
cpSync(join(root, 'server/migrations'), join(out, 'server/migrations'), {
  recursive: true,
  filter: (path) => path.endsWith('.sql') || statSync(path).isDirectory(),
})
cpSync(join(root, 'server/ops'), join(out, 'server/ops'), { recursive: true })
cpSync(join(root, 'public'), join(out, 'public'), { recursive: true })
