// Types for prepare.mjs, for the TypeScript that calls it (the benchmarks).
export const root: string
export function run(command: string, args: string[], options?: object): number
export function ensureDependencies(): void
export function ensureClientBuild(): void
export function ensureChromium(): void
export function commandExists(command: string): boolean
export function ensureServerBuild(): void
export function ensureHaproxy(): void
