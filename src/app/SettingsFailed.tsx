// SPEC.md section 8: settings that could not be fetched are told, with the server's message or
// 'Unexpected Error!', instead of the page running on the defaults without a word.

import { settingsErrorToast } from '../../domain/errors/toasts.ts'
import { useView } from '../engine/use-engine.ts'
import { useToastWhen } from '../ui/use-toast-when.ts'

export function SettingsFailed() {
  const failure = useView('settings', (view) => view?.failure)
  useToastWhen(failure === undefined ? undefined : settingsErrorToast(failure))
  return null
}
