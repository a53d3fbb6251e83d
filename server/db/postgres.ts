import { createHash } from 'node:crypto'
import { availableParallelism } from 'node:os'
import pg from 'pg'
import { withinMs } from '../within-ms.ts'
import { type Database, DatabaseUnavailable, type PlanOptions, type Queryable } from './database.ts'

// bigint columns (money in minor units) come back as strings by default; our amounts stay far
// below 2^53, so parse them as numbers once here instead of at every read.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value))
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value))

/**
 * The connections that plan generically, placement's, unless DATABASE_PLACEMENT_CONNECTIONS says:
 * about twice the cores, PostgreSQL's own rule for a pool of busy connections, with the server's
 * cores standing for the database's (one machine, in the reference setup; a larger database
 * server may take more). More would only queue inside PostgreSQL, its backends taking turns on
 * the same cores: on this project's 2-core machine, 10 of them placed 780–1,002 slips a second
 * for 50 bettors, and 4 placed 893–1,178 (docs/database.md). A placement waiting for one holds
 * nothing, and one holding one needs no other, so a small pool cannot deadlock.
 */
const defaultPlacementConnections = 2 * availableParallelism()

/**
 * How long a statement waits for a connection, then for its answer, before its call is answered
 * 503: a database that stalls (a failover, a paused host) must not hold bettors' requests until
 * the balancer cuts them (HAProxy's 30 s), with nothing in this process's log. Readiness gives
 * the database 2 s, so the process is out of rotation well before. Not tighter: on a loaded
 * machine (the CI's two cores, running four suites at once) a connection took over 5 s to come.
 */
const connectTimeoutMs = 10_000
const queryTimeoutMs = 15_000

/** What a connection that failed or stalled says (node-postgres, Node, PostgreSQL's SQLSTATE). */
const connectionFaults = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections
  '57P01',
  '57P02',
  '57P03',
  '53300',
])
const connectionFaultMessages =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|is not queryable/

function isConnectionFault(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  if (typeof code === 'string' && (connectionFaults.has(code) || code.startsWith('08'))) return true
  return typeof message === 'string' && connectionFaultMessages.test(message)
}

const unavailableIfFault = (error: unknown): unknown =>
  isConnectionFault(error) ? new DatabaseUnavailable(error) : error

export async function openPostgres(
  connectionString: string,
  { placementConnections = defaultPlacementConnections }: { placementConnections?: number } = {},
): Promise<Database> {
  const bounded = { connectionString, connectionTimeoutMillis: connectTimeoutMs }
  const pool = poolThatSurvivesRestarts(
    new pg.Pool({ ...bounded, max: 10, query_timeout: queryTimeoutMs }),
  )
  // PlanOptions.genericPlans: connections of their own, made on first use, that plan so for
  // their lifetime (a startup option), rather than a setting sent with every statement.
  let genericPool: pg.Pool | undefined
  // PlanOptions.unbounded: start-up's few connections, with no limit on a statement.
  let unboundedPool: pg.Pool | undefined
  const poolFor = (options: PlanOptions | undefined): pg.Pool => {
    if (options?.unbounded) {
      unboundedPool ??= poolThatSurvivesRestarts(new pg.Pool({ ...bounded, max: 2 }))
      return unboundedPool
    }
    if (!options?.genericPlans) return pool
    genericPool ??= poolThatSurvivesRestarts(
      new pg.Pool({
        ...bounded,
        max: placementConnections,
        query_timeout: queryTimeoutMs,
        options: '-c plan_cache_mode=force_generic_plan',
      }),
    )
    return genericPool
  }
  const session = await openSession(connectionString)
  const query: Queryable['query'] = async (sql, params, options) => {
    try {
      return (await poolFor(options).query(prepared(sql, params))).rows
    } catch (error) {
      throw unavailableIfFault(error)
    }
  }

  return {
    mayStall: true,
    query,
    async transaction(fn, options) {
      const client = await poolFor(options)
        .connect()
        .catch((error: unknown) => {
          throw unavailableIfFault(error)
        })
      // A transaction's reads may be started together (Promise.all); one connection runs them
      // in turn.
      const inTurn = oneAtATime(client)
      // A connection that failed or stalled is not given back to the pool: it is closed.
      let broken: Error | undefined
      try {
        await client.query('begin')
        const result = await fn({
          query: async (sql, params) => (await inTurn(sql, params as unknown[])).rows,
        })
        await client.query('commit')
        return result
      } catch (error) {
        if (isConnectionFault(error)) {
          broken = error as Error
          throw new DatabaseUnavailable(error)
        }
        await client.query('rollback')
        throw error
      } finally {
        client.release(broken)
      }
    },
    listen: session.listen,
    async withLock(key, fn) {
      // The lock may be held for a while by another process's start-up: no time limit.
      const client = await poolFor({ unbounded: true }).connect()
      try {
        await client.query('select pg_advisory_lock($1)', [key])
        return await fn()
      } finally {
        await client.query('select pg_advisory_unlock($1)', [key])
        client.release()
      }
    },
    tryHoldLock: session.tryHoldLock,
    async close() {
      // A connection ends when the database answers its goodbye: one that stalls never does, and
      // the process that stops must not wait on it; the database drops it in its own time.
      await withinMs(
        Promise.all([session.close(), pool.end(), genericPool?.end(), unboundedPool?.end()]),
        connectTimeoutMs,
      ).catch(() => undefined)
    },
    poolUse() {
      const pools = genericPool ? [pool, genericPool] : [pool]
      const sum = (count: (each: pg.Pool) => number) =>
        pools.reduce((total, each) => total + count(each), 0)
      return {
        total: sum((each) => each.totalCount),
        idle: sum((each) => each.idleCount),
        waiting: sum((each) => each.waitingCount),
      }
    },
  }
}

/**
 * A pool that survives the database going away (a restart, a failover): a connection it drops
 * fails the statement under way, which its caller answers; it must not also stop the process as
 * an unhandled 'error' event. The pool discards a dropped connection and makes a new one when
 * next asked.
 */
function poolThatSurvivesRestarts(pool: pg.Pool): pg.Pool {
  pool.on('error', () => undefined)
  pool.on('connect', (client) => client.on('error', () => undefined))
  return pool
}

/** Backoff while the listening connection is made again: 250 ms doubling to 5 s. */
const firstReconnectMs = 250
const maxReconnectMs = 5000

/**
 * The connection that listens and holds the long-held locks, for the process's lifetime. When the
 * database drops it, the locks it held are told lost, and it is made again with backoff and
 * listens again; each listener is then called once with an empty payload, since notifications
 * sent meanwhile were missed.
 */
async function openSession(connectionString: string) {
  const listeners = new Map<string, Set<(payload: string) => void>>()
  const heldLocks = new Map<number, () => void>()
  let client: pg.Client | undefined
  /** The current connection's statements one at a time: a lease retry can meet a LISTEN. */
  let inTurn: ReturnType<typeof oneAtATime> | undefined
  let closed = false

  async function connect(): Promise<pg.Client> {
    const made = new pg.Client({ connectionString })
    made.on('error', () => lost(made))
    made.on('end', () => lost(made))
    made.on('notification', (message) => {
      for (const onNotify of listeners.get(message.channel) ?? []) onNotify(message.payload ?? '')
    })
    await made.connect()
    return made
  }

  function lost(gone: pg.Client): void {
    if (client !== gone) return
    client = undefined
    inTurn = undefined
    gone.end().catch(() => undefined)
    const onLost = [...heldLocks.values()]
    heldLocks.clear()
    for (const tell of onLost) tell()
    if (!closed) void reconnect()
  }

  async function reconnect(): Promise<void> {
    for (let wait = firstReconnectMs; !closed; wait = Math.min(wait * 2, maxReconnectMs)) {
      await new Promise((resolve) => setTimeout(resolve, wait))
      let made: pg.Client | undefined
      try {
        made = await connect()
        for (const channel of listeners.keys())
          await made.query(`listen ${pg.escapeIdentifier(channel)}`)
      } catch {
        made?.end().catch(() => undefined)
        continue
      }
      if (closed) {
        await made.end()
        return
      }
      client = made
      inTurn = oneAtATime(made)
      for (const channelListeners of listeners.values())
        for (const onNotify of channelListeners) onNotify('')
      return
    }
  }

  /** A statement on the session; refused while it is being made again. */
  const onSession = (sql: string, params?: unknown[]) => {
    if (!inTurn) return Promise.reject(new Error('the database connection is being made again'))
    return inTurn(sql, params)
  }

  client = await connect()
  inTurn = oneAtATime(client)

  const session: Pick<Database, 'listen' | 'tryHoldLock' | 'close'> = {
    async listen(channel, onNotify) {
      const channelListeners = listeners.get(channel) ?? new Set()
      // While the connection is being made again, the new one listens to every channel named.
      if (channelListeners.size === 0 && client)
        await onSession(`listen ${pg.escapeIdentifier(channel)}`)
      channelListeners.add(onNotify)
      listeners.set(channel, channelListeners)
      return async () => {
        channelListeners.delete(onNotify)
        if (channelListeners.size > 0) return
        listeners.delete(channel)
        // Without a connection there is nothing to stop: the next one listens to what is left.
        if (client) await onSession(`unlisten ${pg.escapeIdentifier(channel)}`)
      }
    },
    async tryHoldLock(key, onLost = () => undefined) {
      if (!client) return false
      const [row] = (await onSession('select pg_try_advisory_lock($1) as held', [key])).rows
      if (row?.held === true) heldLocks.set(key, onLost)
      return row?.held === true
    },
    async close() {
      closed = true
      const open = client
      client = undefined
      await open?.end()
    },
  }
  return session
}

/** How many distinct statements a process prepares; any beyond are parsed each time they run. */
const mostPrepared = 1_000
const statementNames = new Map<string, string>()

/**
 * The query as a named prepared statement: each connection parses and plans it once, the first
 * time it runs there, and from then on only binds and executes it. The name is the text's
 * hash, so the same text is the same statement everywhere. Only queries with parameters are
 * named (a text without them may carry its values inline and be new every time).
 */
function prepared(sql: string, params: readonly unknown[] | undefined): pg.QueryConfig {
  const values = params as unknown[] | undefined
  if (!values || values.length === 0) return { text: sql }
  let name = statementNames.get(sql)
  if (name === undefined && statementNames.size < mostPrepared) {
    name = `s${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`
    statementNames.set(sql, name)
  }
  return name === undefined ? { text: sql, values } : { name, text: sql, values }
}

/**
 * A client's queries one after another: pg deprecates starting a query on a client that is still
 * running one (and pg 9 will refuse it).
 */
function oneAtATime(client: pg.ClientBase) {
  let queue: Promise<unknown> = Promise.resolve()
  return (sql: string, params?: unknown[]) => {
    const next = queue.then(() => client.query(prepared(sql, params)))
    queue = next.catch(() => undefined)
    return next
  }
}
