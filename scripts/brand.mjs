// npm run brand -- <command>: the admin API (docs/operations.md, Brands) from a terminal. Reads
// the server's address from ADMIN_URL (http://localhost:8080 by default) and the operator key
// from ADMIN_KEY; prints the brand (or the audit) as the server answers it, or the server's
// reason and exit code 1.

import { readFileSync } from 'node:fs'
import { userInfo } from 'node:os'
import { extname } from 'node:path'
import { parseArgs } from 'node:util'

const usage = `npm run brand -- <command>
  create --id acme --name "Acme Bet" --currency EUR --language en [--login direct]
  list
  show acme
  update acme [--name "Acme Sports"] [--login direct|authGateway|operatorWallet]
  set acme max_bets_on_betslip=10 uk_betslip=true [--channel desktop]   (null removes one)
  theme acme accent=#ff6600 page=#101418 ...
  languages acme en de fr
  origins acme https://casino.example ...            (the whole list; none clears it)
  logo acme logo.svg --width 160 --height 40
  favicon acme favicon.png
  cashier-limits acme --min 5 --max 5000              (whole units of the currency)
  jackpot-terms acme --prize 25000 --stake 2          (whole units of the currency)
  audit [acme] [--limit 20]
ADMIN_URL: the server (http://localhost:8080); ADMIN_KEY: its operator key.`

const mediaTypes = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
}

function fail(message) {
  process.stderr.write(`${message}\n`)
  process.exit(1)
}

/** key=value pairs; a value that reads as JSON (10, true, null, [..]) is that, else the text. */
function pairs(words) {
  return Object.fromEntries(
    words.map((word) => {
      const at = word.indexOf('=')
      if (at < 1) fail(`${word}: expected name=value`)
      const text = word.slice(at + 1)
      try {
        return [word.slice(0, at), JSON.parse(text)]
      } catch {
        return [word.slice(0, at), text]
      }
    }),
  )
}

const whole = (text, name) => {
  if (!/^\d+$/.test(text ?? '')) fail(`--${name} must be a whole number`)
  return Number(text)
}

function image(file) {
  const mediaType = mediaTypes[extname(file ?? '').toLowerCase()]
  if (!mediaType) fail(`${file}: an .svg, .png, .jpg or .webp file`)
  return { mediaType, data: readFileSync(file).toString('base64') }
}

/** The call a command makes: [method, path, body]. */
function callOf(command, [brand, ...rest], options) {
  const at = `brands/${brand}`
  if (!['create', 'list', 'audit'].includes(command) && !brand) fail(usage)
  switch (command) {
    case 'create':
      return [
        'POST',
        'brands',
        {
          id: options.id,
          name: options.name,
          currency: options.currency,
          language: options.language,
          ...(options.login ? { loginMethod: options.login } : {}),
        },
      ]
    case 'list':
      return ['GET', 'brands']
    case 'show':
      return ['GET', at]
    case 'update':
      return [
        'PATCH',
        at,
        {
          ...(options.name ? { name: options.name } : {}),
          ...(options.login ? { loginMethod: options.login } : {}),
        },
      ]
    case 'set':
      return ['PUT', `${at}/settings${options.channel ? `?c=${options.channel}` : ''}`, pairs(rest)]
    case 'theme':
      return ['PUT', `${at}/theme`, pairs(rest)]
    case 'languages':
      return ['PUT', `${at}/languages`, { languages: rest }]
    case 'origins':
      return ['PUT', `${at}/parent-origins`, { origins: rest }]
    case 'logo':
      return [
        'PUT',
        `${at}/logo`,
        {
          ...image(rest[0]),
          width: whole(options.width, 'width'),
          height: whole(options.height, 'height'),
        },
      ]
    case 'favicon':
      return ['PUT', `${at}/favicon`, image(rest[0])]
    case 'cashier-limits':
      return [
        'PUT',
        `${at}/cashier-limits`,
        { min: whole(options.min, 'min'), max: whole(options.max, 'max') },
      ]
    case 'jackpot-terms':
      return [
        'PUT',
        `${at}/jackpot-terms`,
        { prize: whole(options.prize, 'prize'), stakePerLine: whole(options.stake, 'stake') },
      ]
    case 'audit': {
      const query = new URLSearchParams({
        ...(brand ? { brand } : {}),
        ...(options.limit ? { limit: options.limit } : {}),
      })
      return ['GET', `audit?${query}`]
    }
    default:
      return fail(usage)
  }
}

let parsed
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: Object.fromEntries(
      [
        'id',
        'name',
        'currency',
        'language',
        'login',
        'channel',
        'width',
        'height',
        'min',
        'max',
        'prize',
        'stake',
        'limit',
      ].map((name) => [name, { type: 'string' }]),
    ),
  })
} catch (error) {
  fail(`${error.message}\n\n${usage}`)
}
const [command, ...words] = parsed.positionals
const key = process.env.ADMIN_KEY
if (!key) fail('ADMIN_KEY is not set: the operator key the server was started with')
const [method, path, body] = callOf(command, words, parsed.values)
const base = (process.env.ADMIN_URL || 'http://localhost:8080').replace(/\/$/, '')

let response
try {
  response = await fetch(`${base}/admin/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${key}`,
      'admin-actor': userInfo().username,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
} catch (error) {
  fail(`${base} does not answer: ${error.cause?.message ?? error.message}`)
}
const answer = await response.json().catch(() => ({}))
if (!response.ok)
  fail(`${response.status} ${answer.code ?? ''}: ${answer.message ?? response.statusText}`)
process.stdout.write(`${JSON.stringify(answer, null, 2)}\n`)
