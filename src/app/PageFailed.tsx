// A screen that could not be shown, most often because its code did not arrive: the bettor is told
// so, told that the betslip is safe (it lives in the engine, not in the screen), and can try again.

import { useI18n } from '../i18n/I18nProvider.tsx'
import { Button } from '../ui/Button.tsx'
import { PageSection } from '../ui/page-layout.ts'

export function PageFailed({ onRetry }: { onRetry(): void }) {
  const { t } = useI18n()
  return (
    <PageSection role="alert" aria-labelledby="page-failed-title" data-testid="page-failed">
      <h1 id="page-failed-title">{t('shell.pageFailed.title')}</h1>
      <p>{t('shell.pageFailed.body')}</p>
      <p>
        <Button type="button" variant="primary" onClick={onRetry}>
          {t('shell.tryAgain')}
        </Button>
      </p>
    </PageSection>
  )
}
