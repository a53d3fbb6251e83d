// MD5 of a text's UTF-8 bytes, as lowercase hex (RFC 1321). The events request sent by POST
// carries it as ?hash= so caches and the server can key the body; domain/ has no crypto module to
// call, and the engine and the server must compute the same hash.

const shifts = [
  7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14,
  20, 5, 9, 14, 20, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 6, 10, 15, 21, 6,
  10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21,
]

// floor(abs(sin(i + 1)) * 2^32), the constants of RFC 1321 section 3.4.
const sines = Array.from(
  { length: 64 },
  (_, i) => Math.floor(Math.abs(Math.sin(i + 1)) * 2 ** 32) >>> 0,
)

export function md5(text: string): string {
  const bytes = utf8(text)
  // Padding: a 1 bit, zeros to 56 bytes mod 64, then the bit length as 64 bits little-endian.
  const length = (((bytes.length + 8) >>> 6) + 1) * 64
  const message = new Uint8Array(length)
  message.set(bytes)
  message[bytes.length] = 0x80
  const view = new DataView(message.buffer)
  const bits = bytes.length * 8
  view.setUint32(length - 8, bits >>> 0, true)
  view.setUint32(length - 4, Math.floor(bits / 2 ** 32), true)

  let a0 = 0x67452301
  let b0 = 0xefcdab89
  let c0 = 0x98badcfe
  let d0 = 0x10325476
  const words = new Uint32Array(16)
  for (let offset = 0; offset < length; offset += 64) {
    for (let i = 0; i < 16; i++) words[i] = view.getUint32(offset + i * 4, true)
    let a = a0
    let b = b0
    let c = c0
    let d = d0
    for (let i = 0; i < 64; i++) {
      let f: number
      let g: number
      if (i < 16) {
        f = (b & c) | (~b & d)
        g = i
      } else if (i < 32) {
        f = (d & b) | (~d & c)
        g = (5 * i + 1) % 16
      } else if (i < 48) {
        f = b ^ c ^ d
        g = (3 * i + 5) % 16
      } else {
        f = c ^ (b | ~d)
        g = (7 * i) % 16
      }
      const sum = (a + f + (sines[i] as number) + (words[g] as number)) >>> 0
      const shift = shifts[i] as number
      a = d
      d = c
      c = b
      b = (b + ((sum << shift) | (sum >>> (32 - shift)))) >>> 0
    }
    a0 = (a0 + a) >>> 0
    b0 = (b0 + b) >>> 0
    c0 = (c0 + c) >>> 0
    d0 = (d0 + d) >>> 0
  }
  return [a0, b0, c0, d0].map(littleEndianHex).join('')
}

// TextEncoder is a DOM and Node global, not part of the language: domain/ encodes for itself.
// A lone surrogate becomes U+FFFD, as TextEncoder does.
function utf8(text: string): Uint8Array {
  const bytes: number[] = []
  for (const character of text) {
    let code = character.codePointAt(0) as number
    if (code >= 0xd800 && code <= 0xdfff) code = 0xfffd
    if (code < 0x80) bytes.push(code)
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 0x3f))
    else if (code < 0x10000) {
      bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f))
    } else {
      bytes.push(
        0xf0 | (code >> 18),
        0x80 | ((code >> 12) & 0x3f),
        0x80 | ((code >> 6) & 0x3f),
        0x80 | (code & 0x3f),
      )
    }
  }
  return Uint8Array.from(bytes)
}

function littleEndianHex(word: number): string {
  let hex = ''
  for (let i = 0; i < 4; i++) hex += ((word >>> (i * 8)) & 0xff).toString(16).padStart(2, '0')
  return hex
}
