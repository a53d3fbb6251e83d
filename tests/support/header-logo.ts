// The header's logo beside the balance pill (issue 42): before it, never run under it, and
// scaled whole, keeping the image's shape however little room a phone leaves it.

import { expect, type Locator, type Page } from '@playwright/test'

export async function expectLogoWholeBeside(page: Page, pill: Locator): Promise<void> {
  const logo = page.getByRole('link', { name: 'Home' }).locator('img')
  await expect(logo).toBeVisible()
  const [logoBox, pillBox] = [await logo.boundingBox(), await pill.boundingBox()]
  if (!logoBox || !pillBox) throw new Error('no logo or balance on screen')
  expect(logoBox.x + logoBox.width).toBeLessThanOrEqual(pillBox.x)
  // The drawn box's fractions: clientWidth and clientHeight are whole pixels, and a logo 24.5 px
  // high read as 24 would seem stretched by the rounding alone.
  const shape = await logo.evaluate((image: HTMLImageElement) => {
    const drawn = image.getBoundingClientRect()
    return [image.naturalWidth / image.naturalHeight, drawn.width / drawn.height]
  })
  expect(shape[1]).toBeCloseTo(shape[0] ?? 0, 1)
}
