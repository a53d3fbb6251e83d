// The header's parts that a phone's first screen never draws, in one chunk (Header.tsx): the
// desktop's submenu, language menu and account menu, the balance menu of a desktop or a wallet
// login, and the language list of a phone's menu drawer. A desktop fetches it as its first screen
// is drawn, as it does its columns (App.tsx).

export { AccountMenu } from './AccountMenu.tsx'
export { BalanceMenu } from './BalanceMenu.tsx'
export { LanguageList, LanguageMenu } from './LanguageMenu.tsx'
export { SubMenu } from './SubMenu.tsx'
