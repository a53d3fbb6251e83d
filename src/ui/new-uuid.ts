import { uuidFrom } from '../../domain/rules/uuid.ts'

/** A fresh request id (domain/rules/uuid.ts). */
export const newUuid = (): string => uuidFrom(crypto.getRandomValues(new Uint8Array(16)))
