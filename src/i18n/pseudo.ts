// The pseudo-locale (?mode=pseudo, SPEC.md section 2's mode parameter, for development and tests,
// never a language a brand offers): every English message with accented letters and 40 % more
// length, made at run time, so a layout that clips or overlaps a longer language, or a text
// written into a view instead of the catalogue, shows at a glance.

import type { Catalogue, Dictionary } from './en/index.ts'
import type { Message } from './messages.ts'

// Each ASCII letter as an accented one of the same width in code units.
const accented: Readonly<Record<string, string>> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    'áƀçðéƒğĥîĵķŀɱñöƥʠŕšţüṽŵẋýžÅƁÇĐÉƑĞĤÎĴĶĿṀÑÖƤǪŔŠŢÛṼŴẊÝŽ'.charAt(index),
  ]),
)

const filler = ' ŀöŕéɱ îƥšüɱ ðöłöŕ šîţ áɱéţ'

/** A text 40 % longer, its letters accented; {placeholders} and # are kept as they are. */
export function pseudoText(text: string): string {
  const parts = text.split(/(\{\w+\}|#)/)
  const letters = parts
    .map((part, index) =>
      index % 2 === 1 ? part : part.replace(/[a-zA-Z]/g, (letter) => accented[letter] ?? letter),
    )
    .join('')
  const extra = Math.ceil(text.length * 0.4)
  return `${letters}${filler.repeat(Math.ceil(extra / filler.length)).slice(0, extra)}`
}

const pseudoMessage = (message: Message): Message =>
  typeof message === 'string'
    ? pseudoText(message)
    : (Object.fromEntries(
        Object.entries(message).map(([form, text]) => [form, pseudoText(text ?? '')]),
      ) as Message)

/** Every message of the catalogue in the pseudo-locale. */
export function pseudoDictionary(english: Catalogue): Dictionary {
  return Object.fromEntries(
    Object.entries(english).map(([key, message]) => [key, pseudoMessage(message)]),
  ) as Dictionary
}
