// Every end-to-end test fails on an error in the page's console or an uncaught exception, as a
// bettor's session would have shown one.

import { expect, test } from './e2e-server.ts'

export function failOnConsoleErrors(): void {
  const consoleErrors: string[] = []
  test.beforeEach(({ page }) => {
    consoleErrors.length = 0
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text())
    })
    page.on('pageerror', (error) => consoleErrors.push(error.message))
  })
  test.afterEach(() => {
    expect(consoleErrors).toEqual([])
  })
}
