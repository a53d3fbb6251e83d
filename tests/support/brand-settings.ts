// A brand's settings changed for one test, as an operator changes them (PUT
// /dev/brands/{brand}/settings; a null puts a setting back to its default).

import type { APIRequestContext, APIResponse } from '@playwright/test'

export const setBrandSettings = (
  request: APIRequestContext,
  settings: Record<string, unknown>,
  brand = 'demo',
): Promise<APIResponse> => request.put(`/dev/brands/${brand}/settings`, { data: settings })
