// The settings area: the brand's settings from /api/cached_settings, read at start and again
// after a logout or a language change (SPEC.md section 4). Settings that fail to load leave the
// section 9 defaults in force.

import type { ApiResult } from '../../domain/api/result.ts'
import { parse } from '../../domain/api/schema.ts'
import { cachedSettingsSchema } from '../../domain/api/settings.ts'
import { parseSettings } from '../../domain/player/settings.ts'
import type { EngineContext } from '../context/context.ts'

export function createSettingsModule(context: EngineContext) {
  async function reload(): Promise<ApiResult<null>> {
    // parseSettings is the check of each value: it reads every one it can and reports the rest.
    const result = await context.request('/api/cached_settings', {
      read: (body) => {
        const settings = parse(cachedSettingsSchema, body)
        return settings.ok ? { ok: true, value: parseSettings(settings.value) } : settings
      },
    })
    if (!result.ok) return result
    // SPEC.md section 8: an unreadable setting is logged and keeps its default.
    for (const problem of result.data.problems) console.warn(`settings: ${problem}`)
    context.settings.set(result.data.settings)
    return { ok: true, data: null }
  }

  return {
    views: {},
    start: reload,
    commands: { reload },
  }
}
