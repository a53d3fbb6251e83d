// A v4 uuid from 16 random bytes: request ids for placement, payments and cash-outs. The bytes
// come from the caller's crypto.getRandomValues, since crypto.randomUUID exists only in secure
// contexts and the app is also served over plain http on a local network.

export function uuidFrom(bytes: Uint8Array): string {
  if (bytes.length !== 16) throw new RangeError('a uuid takes 16 random bytes')
  const b = Uint8Array.from(bytes)
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80
  const hex = Array.from(b, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
