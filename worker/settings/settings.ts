// The settings area: the brand's settings from /api/cached_settings, read at start and again
// after a logout or a language change (SPEC.md section 4), and the brand odds they name
// (brand-odds.ts). Settings that fail to load leave the section 9 defaults in force, and the view
// says why they failed, for the screen to tell the bettor (SPEC.md section 8).

import { castDraft, original } from 'immer'
import type { ApiResult } from '../../domain/api/result.ts'
import { getSettings } from '../../domain/api/settings.ts'
import type { SettingsView } from '../../domain/engine/settings.ts'
import type { NoParams } from '../../domain/engine/views.ts'
import { parseSettings } from '../../domain/player/settings.ts'
import type { EngineContext } from '../context/context.ts'
import { topics } from '../context/topics.ts'
import type { ViewDefinition } from '../context/view-hub.ts'
import { followBrandOdds } from './brand-odds.ts'

export function createSettingsModule(context: EngineContext) {
  let status: SettingsView['status'] = 'loading'
  let failure: string | undefined
  followBrandOdds(context)

  async function reload(): Promise<ApiResult<null>> {
    const { channel } = context.page.get()
    // As SPEC.md section 7 asks: c, without which a desktop gets mobile's quick stakes; cached,
    // since the server's copy is checked against the publication time; all, since every setting
    // the page reads needs its value, the brand's or the default.
    const answer = await context.call(getSettings, {
      query: { c: channel, cached: true, all: true },
    })
    if (!answer.ok) {
      // A failed reload keeps the settings already in force.
      if (status === 'loading') status = 'failed'
      failure = answer.error.status === 0 ? '' : answer.error.message
      console.warn(`settings: ${answer.error.message}`)
      context.views.publish([topics.settings])
      return answer
    }
    // parseSettings is the check of each value: it reads every one it can and reports the rest.
    const { settings, problems } = parseSettings(answer.data)
    // SPEC.md section 8: an unreadable setting is logged and keeps its default.
    for (const problem of problems) console.warn(`settings: ${problem}`)
    status = 'loaded'
    failure = undefined
    context.settings.set(settings)
    return { ok: true, data: null }
  }

  const views = {
    settings: {
      create: () => ({
        initial: (): SettingsView => ({
          status,
          ...(failure === undefined ? {} : { failure }),
          settings: context.settings.get(),
          language: context.page.get().language,
        }),
        dependencies: () => [topics.settings],
        update(draft) {
          draft.status = status
          if (failure === undefined) delete draft.failure
          else draft.failure = failure
          draft.language = context.page.get().language
          const settings = context.settings.get()
          if (original(draft)?.settings !== settings) draft.settings = castDraft(settings)
        },
      }),
    } satisfies ViewDefinition<NoParams, SettingsView>,
  }

  return {
    views,
    start: reload,
    commands: {
      reload,
      /** A language change re-initialises settings (SPEC.md section 4). */
      async setLanguage(language: string): Promise<ApiResult<null>> {
        context.page.set({ ...context.page.get(), language })
        // The page reads the new language at once, its settings when they come.
        context.views.publish([topics.settings])
        return reload()
      },
    },
  }
}
