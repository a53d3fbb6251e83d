import { describe, expect, it } from 'vitest'
import { advertIdsOf } from './site.ts'

describe('advertIdsOf', () => {
  it('lists the adverts of a section in order, skipping other items and blank ids', () => {
    const layouts = {
      right_column: [
        { type: 'advert', advert_id: 'welcome-offer' },
        { type: 'html', html: '<p>hi</p>' },
        { type: 'advert', advert_id: '' },
        { type: 'advert', advert_id: 7 },
        { type: 'advert', advert_id: 'acca-boost' },
      ],
    }
    expect(advertIdsOf(layouts, 'right_column')).toEqual(['welcome-offer', 'acca-boost'])
  })

  it('is empty for a section the brand does not lay out', () => {
    expect(advertIdsOf({}, 'promotions')).toEqual([])
  })
})
