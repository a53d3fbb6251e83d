// What `npm start` and `npm test` need before they run, each done only when missing or stale,
// so both commands work on a fresh clone and cost nothing the second time.

import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

export const root = new URL('..', import.meta.url).pathname

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options })
  if (result.error) throw result.error
  return result.status ?? 1
}

function must(command, args, options) {
  const status = run(command, args, options)
  if (status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed with exit code ${status}`)
    process.exit(status)
  }
}

/** npm install when node_modules is missing or older than package.json or the lock file. */
export function ensureDependencies() {
  const installed = join(root, 'node_modules/.package-lock.json')
  const wanted = ['package.json', 'package-lock.json']
    .map((file) => join(root, file))
    .filter(existsSync)
  if (
    existsSync(installed) &&
    wanted.every((file) => statSync(file).mtimeMs <= statSync(installed).mtimeMs)
  )
    return
  console.log('Installing dependencies…')
  // npm ci refuses the lock file written here (it lacks other platforms' optional packages).
  // The lock file names each version and its checksum, so a package already in npm's cache is
  // taken from there without asking the registry whether its metadata changed: on this machine
  // 77-102 s and 25-30 s of CPU instead of 139-142 s and 50-52 s, a package missing still fetched.
  must('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'])
}

function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx'))
      continue
    newest = Math.max(newest, newestMtime(join(path, entry)))
  }
  return newest
}

/** vite build when dist/ is missing or older than anything the client is built from. */
export function ensureClientBuild() {
  const built = join(root, 'dist/index.html')
  const sources = [
    'src',
    'worker',
    'domain',
    'machines',
    'public',
    'vite.config.ts',
    'package.json',
  ]
  const newestSource = Math.max(...sources.map((source) => newestMtime(join(root, source))))
  if (existsSync(built) && statSync(built).mtimeMs >= newestSource) return
  console.log('Building the client…')
  must('npx', ['vite', 'build'])
}

/** The compiled server (scripts/build-server.mjs) when missing or older than its sources. */
export function ensureServerBuild() {
  const built = join(root, 'dist-server/server/main.js')
  const sources = ['server', 'domain', 'public', 'tsconfig.build-server.json', 'package.json']
  const newestSource = Math.max(...sources.map((source) => newestMtime(join(root, source))))
  if (existsSync(built) && statSync(built).mtimeMs >= newestSource) return
  console.log('Building the server…')
  must(process.execPath, [join(root, 'scripts/build-server.mjs')])
}

/** Debian's chromium for the end-to-end tests: never a downloaded browser. */
export function ensureChromium() {
  ensureDebianPackage('/usr/bin/chromium', 'chromium')
}

/** Debian's HAProxy, in front of the cluster test's processes (deploy/haproxy.cfg). */
export function ensureHaproxy() {
  ensureDebianPackage('/usr/sbin/haproxy', 'haproxy')
}

/** Installs the Debian package that brings the program, when it is missing and we are root. */
function ensureDebianPackage(program, name) {
  if (existsSync(program)) return
  if (process.getuid?.() !== 0) {
    console.error(
      `${program} is missing: install it with \`sudo apt-get install ${name}\` and run again.`,
    )
    process.exit(1)
  }
  console.log(`Installing Debian ${name}…`)
  must('apt-get', ['update', '-qq'])
  must('apt-get', ['install', '-y', '-qq', name], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
}

export function commandExists(command) {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}
