// Card and bank details as a cashier checks them before any money moves: a card number must
// pass the Luhn check, an IBAN its ISO 13616 mod-97 checksum and its country's length, an
// expiry must be a real month. The server reads requests with these, the cashier screen can
// check as the bettor types with the same functions.

/** Digits only: spaces and dashes as people type them are dropped. */
export const compactCardNumber = (text: string): string => text.replace(/[\s-]/g, '')

/** 12 to 19 digits that pass the Luhn check (ISO/IEC 7812). */
export function isValidCardNumber(text: string): boolean {
  const digits = compactCardNumber(text)
  if (!/^\d{12,19}$/.test(digits)) return false
  let sum = 0
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** IBAN lengths by country (the SWIFT IBAN registry); a country not listed is refused. */
// biome-ignore format: a table reads best packed
const ibanLengths: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BR: 29, CH: 21,
  CR: 22, CY: 28, CZ: 24, DE: 22, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18, FO: 18,
  FR: 27, GB: 22, GE: 22, GI: 23, GL: 18, GR: 27, GT: 28, HR: 21, HU: 28, IE: 22, IL: 23,
  IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LI: 21, LT: 20, LU: 20, LV: 21, MC: 27,
  MD: 24, ME: 22, MK: 19, MR: 27, MT: 31, MU: 30, NL: 18, NO: 15, PK: 24, PL: 28, PS: 29,
  PT: 25, QA: 29, RO: 24, RS: 22, SA: 24, SE: 24, SI: 19, SK: 24, SM: 27, TN: 24, TR: 26,
  UA: 29, VG: 24, XK: 20,
}

/** An IBAN without spaces, in capitals. */
export const compactIban = (text: string): string => text.replace(/\s/g, '').toUpperCase()

/** The country's length and the mod-97 checksum (the remainder must be 1). */
export function isValidIban(text: string): boolean {
  const iban = compactIban(text)
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false
  if (ibanLengths[iban.slice(0, 2)] !== iban.length) return false
  const rearranged = iban.slice(4) + iban.slice(0, 4)
  let remainder = 0
  for (const character of rearranged) {
    const value = Number.parseInt(character, 36)
    // Letters are two digits (A = 10 ... Z = 35), digits one; fold them in as they come.
    remainder = (value > 9 ? remainder * 100 + value : remainder * 10 + value) % 97
  }
  return remainder === 1
}

const expiryPattern = /^(0[1-9]|1[0-2])\/(\d{2})$/

/** MM/YY: a month 01 to 12 and two digits of year. */
export const isExpiryText = (text: string): boolean => expiryPattern.test(text)

/** Whether a card with this MM/YY expiry is still valid at `now` (through its month's end). */
export function isExpired(expiry: string, now: Date): boolean {
  const match = expiryPattern.exec(expiry)
  if (!match) return true
  const month = Number(match[1])
  const year = 2000 + Number(match[2])
  // The first moment of the month after the expiry month, UTC.
  return now.getTime() >= Date.UTC(year, month, 1)
}

/** The last four characters, for a receipt: never the whole number. */
export const lastFour = (text: string): string => text.replace(/[\s-]/g, '').slice(-4)
