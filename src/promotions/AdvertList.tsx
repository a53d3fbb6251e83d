// The adverts a page_layouts section lists, those the bettor may see, in order: beside the
// betslip on desktop (right_column), above the jackpot. Nothing at all when none is for them.

import { advertIdsOf } from '../../domain/site/site.ts'
import { useView } from '../engine/use-engine.ts'
import { AdvertCard } from './AdvertCard.tsx'
import { useAdverts } from './use-adverts.ts'

export function AdvertList({ section, className }: { section: string; className?: string }) {
  const adIds = useView('settings', (view) =>
    view?.status === 'loaded' ? advertIdsOf(view.settings.page_layouts, section).join(' ') : '',
  )
  return adIds === '' ? null : <Adverts adIds={adIds.split(' ')} className={className} />
}

/** The adverts of these ids the bettor may see. */
export function Adverts({ adIds, className }: { adIds: readonly string[]; className?: string }) {
  const adverts = useAdverts(adIds).result
  if (!adverts?.ok || adverts.data.length === 0) return null
  return (
    <div className={className}>
      {adverts.data.map((advert) => (
        <AdvertCard key={advert.adId} advert={advert} />
      ))}
    </div>
  )
}
