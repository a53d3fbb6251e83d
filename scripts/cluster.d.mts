// Types for cluster.mjs, for the cluster test that starts it (tests/cluster/).

export const haproxyConfig: string

export interface AppProcess {
  readonly name: string
  readonly port: number
  readonly url: string
  readonly metricsUrl: string
  readonly running: boolean
  start(): Promise<void>
  kill(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  stop(): Promise<void>
}

export interface Cluster {
  /** HAProxy: where bettors connect. */
  url: string
  apps: AppProcess[]
  postgres: { url: string; halt(): void; resume(): void }
  logDir: string
  balancerLog(): string
  stop(): Promise<void>
}

export function startCluster(options?: {
  basePort?: number
  environment?: Record<string, string>
}): Promise<Cluster>
