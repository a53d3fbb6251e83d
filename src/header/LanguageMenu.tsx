// The language menu (SPEC.md section 2, Header): the brand's languages, each with its flag and
// its own name. On desktop a header dropdown, one column up to seven languages and two above
// (domain/rules/locales.ts); under 1024 px a list in the menu drawer.

import { styled } from '@linaria/react'
import type { BrandLanguage } from '../../domain/player/settings.ts'
import { siteImageUrl } from '../../domain/rules/constants.ts'
import { languageMenuColumns } from '../../domain/rules/locales.ts'
import { useSwitchLanguage } from '../app/LocaleRouter.tsx'
import { useView } from '../engine/use-engine.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { colors } from '../ui/theme.ts'
import { Dropdown } from './Dropdown.tsx'

function useLanguages(): readonly BrandLanguage[] | undefined {
  return useView('settings', (view) =>
    view?.status === 'loaded' ? view.settings.languages : undefined,
  )
}

/** A flag is an emoji or an image (a brand may give either, domain/player/site-settings.ts). */
function Flag({ flag }: { flag: string }) {
  return /^\p{RI}{2}$/u.test(flag) ? (
    <span aria-hidden="true">{flag}</span>
  ) : (
    <img src={siteImageUrl(flag, 48)} width={24} height={16} alt="" />
  )
}

function Choice({
  language,
  current,
  onChoose,
}: {
  language: BrandLanguage
  current: boolean
  onChoose(): void
}) {
  return (
    <li>
      <button
        type="button"
        lang={language.locale}
        aria-current={current ? 'true' : undefined}
        onClick={onChoose}
        data-testid={`language-${language.locale}`}
      >
        <Flag flag={language.flag} />
        {language.name}
      </button>
    </li>
  )
}

/** Each of the brand's languages as a choice: another one switches the page to it. */
function Choices({
  languages,
  onChosen,
}: {
  languages: readonly BrandLanguage[]
  onChosen?(): void
}) {
  const switchLanguage = useSwitchLanguage()
  const { locale } = useI18n()
  return languages.map((language) => (
    <Choice
      key={language.locale}
      language={language}
      current={language.locale === locale}
      onChoose={() => {
        onChosen?.()
        if (language.locale !== locale) switchLanguage(language.locale)
      }}
    />
  ))
}

/** The desktop header's dropdown; nothing for a brand of one language. */
export function LanguageMenu() {
  const languages = useLanguages()
  const { locale, t } = useI18n()
  if (!languages || languages.length < 2) return null
  const shown = languages.find((language) => language.locale === locale) ?? languages[0]
  return (
    <Dropdown
      testId="language-menu"
      label={t('shell.header.language', { language: shown?.name ?? locale })}
      columns={languageMenuColumns(languages.length)}
      button={shown ? <Flag flag={shown.flag} /> : locale}
    >
      {(close) => <Choices languages={languages} onChosen={close} />}
    </Dropdown>
  )
}

/** The menu drawer's list, for phones. */
export function LanguageList() {
  const languages = useLanguages()
  const { t } = useI18n()
  if (!languages || languages.length < 2) return null
  return (
    <List aria-label={t('shell.header.languages')}>
      <Choices languages={languages} />
    </List>
  )
}

const List = styled.ul`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 4px;
  margin: 0;
  padding: 12px 16px;
  list-style: none;
  border-top: 1px solid ${colors.line};
  button {
    display: flex;
    align-items: center;
    gap: 8px;
    width: 100%;
    min-height: 44px;
    padding: 0 8px;
    border: 0;
    border-radius: 6px;
    background: none;
    color: ${colors.text};
    font: inherit;
    text-align: start;
    cursor: pointer;
  }
  button[aria-current='true'] {
    background: ${colors.surface};
    color: ${colors.accent};
  }
`
