import type { Dictionary } from '../../en/index.ts'

export const promotions = {
  'promotions.title': 'プロモーション',
  'promotions.loading': 'プロモーションを読み込んでいます…',
  'promotions.failed': 'プロモーションを読み込めませんでした（{reason}）。',
  'promotions.none': '現在ご利用いただけるプロモーションはありません。',
  'promotions.members': '会員の方にはお客様向けの特典が表示されます。',
} satisfies Dictionary
