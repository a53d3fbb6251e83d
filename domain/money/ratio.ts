// Exact fractions over bigint. Prices, tax rates and dead-heat factors are decimals or fractions;
// multiplying them as floats drifts by a cent on long accumulators, so money arithmetic stays in
// fractions and rounds once, at the end, to the minor unit.

export interface Ratio {
  numerator: bigint
  denominator: bigint
}

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a
  let y = b < 0n ? -b : b
  while (y !== 0n) [x, y] = [y, x % y]
  return x
}

/** In lowest terms with a positive denominator, so equal fractions are equal objects. */
export const ratio = (numerator: bigint | number, denominator: bigint | number = 1n): Ratio => {
  const n = BigInt(numerator)
  const d = BigInt(denominator)
  if (d === 0n) throw new RangeError('ratio with a zero denominator')
  const divisor = gcd(n, d) * (d < 0n ? -1n : 1n)
  return { numerator: n / divisor, denominator: d / divisor }
}

export const one: Ratio = ratio(1n)
export const zero: Ratio = ratio(0n)

/**
 * The decimal exactly as JavaScript prints it (1.67 is 167/100, not the binary double nearest to
 * it), which is the number the bettor saw and the feed sent.
 */
export const fromDecimal = (value: number): Ratio => {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`)
  const [mantissa = '0', exponentText] = String(value).toLowerCase().split('e')
  const exponent = Number(exponentText ?? 0)
  const negative = mantissa.startsWith('-')
  const [whole = '0', fraction = ''] = mantissa.replace('-', '').split('.')
  const digits = BigInt(whole + fraction) * (negative ? -1n : 1n)
  const scale = fraction.length - exponent
  return scale >= 0 ? ratio(digits, 10n ** BigInt(scale)) : ratio(digits * 10n ** BigInt(-scale))
}

export const add = (a: Ratio, b: Ratio): Ratio =>
  ratio(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator)

export const subtract = (a: Ratio, b: Ratio): Ratio =>
  ratio(a.numerator * b.denominator - b.numerator * a.denominator, a.denominator * b.denominator)

export const multiply = (a: Ratio, b: Ratio): Ratio =>
  ratio(a.numerator * b.numerator, a.denominator * b.denominator)

export const divide = (a: Ratio, b: Ratio): Ratio =>
  ratio(a.numerator * b.denominator, a.denominator * b.numerator)

export const product = (factors: readonly Ratio[]): Ratio => factors.reduce(multiply, one)

export const compare = (a: Ratio, b: Ratio): -1 | 0 | 1 => {
  const left = a.numerator * b.denominator
  const right = b.numerator * a.denominator
  return left < right ? -1 : left > right ? 1 : 0
}

export const min = (a: Ratio, b: Ratio): Ratio => (compare(a, b) <= 0 ? a : b)

/** Largest integer not above the fraction. */
export const floor = (value: Ratio): bigint => {
  const quotient = value.numerator / value.denominator
  return value.numerator % value.denominator < 0n ? quotient - 1n : quotient
}

/** Nearest integer, halves away from zero (the usual "round to 2 decimals" of a receipt). */
export const roundHalfUp = (value: Ratio): bigint => {
  const magnitude = ratio(
    value.numerator < 0n ? -value.numerator : value.numerator,
    value.denominator,
  )
  const rounded = floor(add(magnitude, ratio(1n, 2n)))
  return value.numerator < 0n ? -rounded : rounded
}

export const toNumber = (value: Ratio): number =>
  Number(value.numerator) / Number(value.denominator)
