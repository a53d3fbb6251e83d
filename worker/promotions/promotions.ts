// The brand's adverts (SPEC.md section 3, Advert; section 7, GET /api/adverts/{adId}): the
// promotions page, the desktop right column and the jackpot page show them. The server decides
// who sees one (the audience rules of section 4) from the bearer token, so an advert the bettor
// may not see answers 404 and is left out.

import type { ApiResult } from '../../domain/api/result.ts'
import { reader } from '../../domain/api/schema.ts'
import { advertSchema } from '../../domain/api/site.ts'
import type { ShownAdvert } from '../../domain/site/site.ts'
import type { EngineContext } from '../context/context.ts'

export function createPromotionsModule(context: EngineContext) {
  const advert = (adId: string) =>
    context.request(`/api/adverts/${encodeURIComponent(adId)}`, {
      read: reader(advertSchema),
      query: { player_type: 'standard', username: context.session.get()?.username },
    })

  return {
    views: {},
    commands: {
      /**
       * The adverts of a page's list, in its order, those the bettor may see. A failure other than
       * "not for you" (the network, the server) fails the whole list, so a page can offer a retry
       * rather than show a list with holes.
       */
      async adverts(adIds: readonly string[]): Promise<ApiResult<ShownAdvert[]>> {
        const answers = await Promise.all(adIds.map(advert))
        const shown: ShownAdvert[] = []
        for (const [index, answer] of answers.entries()) {
          if (answer.ok) shown.push({ adId: adIds[index] ?? '', ...answer.data })
          else if (answer.error.status !== 404) return answer
        }
        return { ok: true, data: shown }
      },
    },
  }
}
