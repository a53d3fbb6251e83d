// Numbers from the environment, each checked against its range: a setting out of range stops the
// server with its name and what it was given, rather than running on a value nobody meant.

export type Environment = Record<string, string | undefined>

/** A number from min to max, or undefined when the variable is unset or empty. */
export function numberFromEnv(
  env: Environment,
  name: string,
  min: number,
  max: number,
): number | undefined {
  const text = env[name]
  if (text === undefined || text === '') return undefined
  const value = Number(text)
  if (!Number.isFinite(value) || value < min || value > max)
    throw new Error(`${name} must be a number from ${min} to ${max}, not "${text}"`)
  return value
}

/** A whole number from min to max, or undefined when the variable is unset or empty. */
export function wholeNumberFromEnv(
  env: Environment,
  name: string,
  min: number,
  max: number,
): number | undefined {
  const value = numberFromEnv(env, name, min, max)
  if (value !== undefined && !Number.isSafeInteger(value))
    throw new Error(`${name} must be a whole number from ${min} to ${max}, not "${env[name]}"`)
  return value
}
