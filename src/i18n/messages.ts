// The shape of the message catalogue. English (en/) is the source and names every key; a
// translation (locales/) may leave keys out, and each missing key falls back to English alone.

/**
 * A message: text with {name} placeholders, or one text per plural category of
 * Intl.PluralRules, chosen by the count parameter (# stands for the count, formatted).
 */
export type Message = string | PluralMessage

export type PluralMessage = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }

/** Values for a message's placeholders: numbers are formatted for the locale. */
export type MessageParams = Readonly<Record<string, string | number>>
