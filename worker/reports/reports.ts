// The reports area: what the screen tells the server went wrong on its side (SPEC.md section 8),
// through the context's bounded reporter, so the UI thread neither sends nor waits.

import { renderErrorReport } from '../../domain/errors/client-reports.ts'
import type { EngineContext } from '../context/context.ts'

export function createReportsModule(context: EngineContext) {
  return {
    views: {},
    commands: {
      /** A screen threw as it rendered and its error boundary showed the fallback instead. */
      async renderFailed(message: string, page: string): Promise<void> {
        context.report(renderErrorReport(message, page))
      },
    },
  }
}
