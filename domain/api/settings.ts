import * as v from 'valibot'

/**
 * GET /api/cached_settings: an object of SPEC.md section 3's keys. Values arrive loosely typed
 * (booleans as "true", numbers as text, JSON as text), so each is read by parseSettings
 * (domain/player/settings.ts), which keeps a default for a value it cannot read.
 */
export const cachedSettingsSchema = v.pipe(
  // Valibot would take a list for a record of its indexes: settings are never a list.
  v.custom<object>(
    (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
    'an object',
  ),
  v.record(v.string(), v.unknown()),
)
