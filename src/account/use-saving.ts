// Saving a choice on the account page through the engine: busy while it is under way, then the
// choice-saved toast (SPEC.md section 8, "Your choice has been saved"), or the reason it failed.

import { useState } from 'react'
import type { ApiResult } from '../../domain/api/result.ts'
import { toast } from '../../domain/errors/toasts.ts'
import { useToasts } from '../ui/toasts.ts'

export function useSaving() {
  const toasts = useToasts()
  const [saving, setSaving] = useState(false)
  async function save(call: () => Promise<ApiResult<unknown>>, onSaved: () => void) {
    setSaving(true)
    const result = await call()
    setSaving(false)
    if (result.ok) {
      toasts.show(toast('choice-saved', 'success'))
      onSaved()
    } else toasts.show({ ...toast('something-went-wrong'), text: result.error.message })
  }
  return { saving, save }
}
