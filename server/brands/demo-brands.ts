// The demo brands a fresh database starts with: one per login method, each with its own look,
// currency and settings (SPEC.md sections 3 and 9), as an operator would configure them.

import type { BrandText } from '../../domain/brand/brand-text.ts'
import type { Theme } from '../../domain/brand/theme.ts'
import type { Margin } from '../../domain/odds/margin.ts'
import type { LoginMethod } from '../../domain/player/settings.ts'

export interface DemoBrand {
  id: string
  name: string
  loginMethod: LoginMethod
  currency: string
  /** Settings as the operator stores them (loosely typed: domain/player/settings.ts reads them). */
  settings: Record<string, unknown>
  /** Settings a channel overrides. */
  channels?: Partial<Record<'mobile' | 'desktop', Record<string, unknown>>>
  theme: Theme
  /** The wallet's current terms document, which a player must accept once. */
  termsVersion?: string
  /** The host pages allowed to frame the brand (the wallet brand is always embedded). */
  parentOrigins: string[]
  /** The brand's own margin rows, added on the feed's prices when it has odds per brand. */
  margins?: readonly Margin[]
}

/**
 * Page attributes in order: the general rule first, the exceptions after (the last match wins);
 * each text one, or one per language the brand offers.
 */
const pageAttributes = (brand: string, pages: Record<string, [BrandText, BrandText]>) =>
  Object.entries(pages).map(([url, [title, description]]) => ({
    url,
    attributes: {
      title:
        typeof title === 'string'
          ? `${title} | ${brand}`
          : Object.fromEntries(
              Object.entries(title).map(([locale, text]) => [locale, `${text} | ${brand}`]),
            ),
      description,
    },
  }))

const logo = (brand: string, width: number) => ({
  logo_url: `/brands/${brand}/logo.svg`,
  width,
  height: 40,
})

export const demoBrands: readonly DemoBrand[] = [
  {
    id: 'demo',
    name: 'Demo Sportsbook',
    loginMethod: 'direct',
    currency: 'EUR',
    settings: {
      currencyCode: 'EUR',
      // The brand's portal at the operator's backend (SPEC.md section 7, request decoration).
      portal_id: 'demo-sportsbook',
      portal_token: '7f3c9a61e2d84b0c',
      currency_precision: 2,
      default_price_format: 'euro',
      default_country: 'MT',
      languages: ['en', 'de', 'es', 'fr', 'it', 'pt', 'nl', 'pl', 'sv'],
      logo: logo('demo', 160),
      favicon_url: '/brands/demo/favicon.svg',
      quick_bet_values: JSON.stringify({ EUR: [2, 10, 50, 100] }),
      // The acca bonus (3 legs 5 %, 5 legs 10 %, 8 legs 20 %), and a trader's eye on big stakes.
      enable_parlay_extra_winnings: true,
      bet_referral_threshold: '500.00',
      // Each-way on outrights; a betting rule the server keeps too, so brand-wide, not per channel.
      each_way_enabled: true,
      // The product mode with the risk-group notice (the `riskgroup` demo player sees it).
      risk_group_notice_enabled: true,
      // Boosted prices on the coming favourites, kept topped up by the demo desk.
      odds_boosts_enabled: true,
      // Each text in the nine languages the brand offers.
      header_submenu: [
        {
          id: 'promotions',
          name: {
            en: 'Promotions',
            de: 'Aktionen',
            es: 'Promociones',
            fr: 'Promotions',
            it: 'Promozioni',
            pt: 'Promoções',
            nl: 'Promoties',
            pl: 'Promocje',
            sv: 'Kampanjer',
          },
          url: '/promotions',
        },
        {
          id: 'jackpot',
          name: {
            en: 'Jackpot',
            de: 'Jackpot',
            es: 'Bote',
            fr: 'Jackpot',
            it: 'Jackpot',
            pt: 'Jackpot',
            nl: 'Jackpot',
            pl: 'Kumulacja',
            sv: 'Jackpott',
          },
          url: '/jackpot',
        },
        {
          id: 'virtuals',
          name: {
            en: 'Virtuals',
            de: 'Virtuelle Sportarten',
            es: 'Virtuales',
            fr: 'Sports virtuels',
            it: 'Virtuali',
            pt: 'Virtuais',
            nl: 'Virtuele sporten',
            pl: 'Sporty wirtualne',
            sv: 'Virtuella sporter',
          },
          url: '/sports/kiron',
        },
        // Our own esports markets (Counter-Strike first, the other games beside it), not the
        // partner's page, which has its own place among the partner products.
        {
          id: 'esports',
          name: {
            en: 'Esports',
            de: 'E-Sport',
            es: 'eSports',
            fr: 'eSport',
            it: 'eSport',
            pt: 'eSports',
            nl: 'E-sports',
            pl: 'E-sport',
            sv: 'E-sport',
          },
          url: '/sports/32-CSGO',
        },
      ],
      page_layouts: {
        right_column: [
          { type: 'advert', advert_id: 'welcome-offer' },
          { type: 'advert', advert_id: 'acca-boost' },
        ],
        promotions: [
          { type: 'advert', advert_id: 'welcome-offer' },
          { type: 'advert', advert_id: 'first-bet' },
          { type: 'advert', advert_id: 'acca-boost' },
        ],
      },
      // Its native app places bets under the app's own origin (SPEC.md section 9, originId 20).
      force_betslip_origin_id: true,
      page_attributes: pageAttributes('Demo Sportsbook', {
        '/*': [
          {
            en: 'Sports betting',
            de: 'Sportwetten',
            es: 'Apuestas deportivas',
            fr: 'Paris sportifs',
            it: 'Scommesse sportive',
            pt: 'Apostas desportivas',
            nl: 'Sportweddenschappen',
            pl: 'Zakłady sportowe',
            sv: 'Sportspel',
          },
          {
            en: 'Bet on football, tennis and more, before and during the match.',
            de: 'Wetten auf Fußball, Tennis und mehr, vor und während des Spiels.',
            es: 'Apuesta al fútbol, al tenis y más, antes y durante el partido.',
            fr: 'Pariez sur le football, le tennis et plus, avant et pendant le match.',
            it: 'Scommetti su calcio, tennis e altro, prima e durante la partita.',
            pt: 'Aposte em futebol, ténis e muito mais, antes e durante o jogo.',
            nl: 'Wed op voetbal, tennis en meer, voor en tijdens de wedstrijd.',
            pl: 'Obstawiaj piłkę nożną, tenisa i więcej, przed meczem i w jego trakcie.',
            sv: 'Spela på fotboll, tennis och mer, före och under matchen.',
          },
        ],
        '/live/*': [
          {
            en: 'Live betting',
            de: 'Live-Wetten',
            es: 'Apuestas en vivo',
            fr: 'Paris en direct',
            it: 'Scommesse live',
            pt: 'Apostas ao vivo',
            nl: 'Live wedden',
            pl: 'Zakłady na żywo',
            sv: 'Livespel',
          },
          {
            en: 'Bet in play on matches running now, with live scores.',
            de: 'Live auf laufende Spiele wetten, mit Live-Ergebnissen.',
            es: 'Apuesta en directo en los partidos que se juegan ahora, con resultados en vivo.',
            fr: 'Pariez en direct sur les matchs en cours, avec les scores en direct.',
            it: 'Scommetti live sulle partite in corso, con i risultati in diretta.',
            pt: 'Aposte ao vivo nos jogos a decorrer, com resultados em direto.',
            nl: 'Wed live op wedstrijden die nu bezig zijn, met live uitslagen.',
            pl: 'Obstawiaj na żywo trwające mecze, z wynikami na żywo.',
            sv: 'Spela live på matcher som pågår nu, med liveresultat.',
          },
        ],
        '/sports/*': [
          {
            en: 'Pre-match betting',
            de: 'Wetten vor dem Spiel',
            es: 'Apuestas prepartido',
            fr: 'Paris avant-match',
            it: 'Scommesse pre-partita',
            pt: 'Apostas pré-jogo',
            nl: 'Wedden voor de wedstrijd',
            pl: 'Zakłady przedmeczowe',
            sv: 'Spel före matchen',
          },
          {
            en: 'Odds on the coming fixtures of every sport.',
            de: 'Quoten für die kommenden Spiele jeder Sportart.',
            es: 'Cuotas de los próximos partidos de todos los deportes.',
            fr: 'Les cotes des prochaines rencontres de tous les sports.',
            it: 'Quote sulle prossime partite di ogni sport.',
            pt: 'Odds dos próximos jogos de todos os desportos.',
            nl: 'Odds op de komende wedstrijden van elke sport.',
            pl: 'Kursy na nadchodzące mecze we wszystkich sportach.',
            sv: 'Odds på kommande matcher i alla sporter.',
          },
        ],
        '/jackpot*': [
          {
            en: 'Jackpot',
            de: 'Jackpot',
            es: 'Bote',
            fr: 'Jackpot',
            it: 'Jackpot',
            pt: 'Jackpot',
            nl: 'Jackpot',
            pl: 'Kumulacja',
            sv: 'Jackpott',
          },
          {
            en: 'Pick the winners of twelve matches for the jackpot.',
            de: 'Tippe die Sieger von zwölf Spielen für den Jackpot.',
            es: 'Acierta los ganadores de doce partidos y llévate el bote.',
            fr: 'Trouvez les vainqueurs de douze matchs pour le jackpot.',
            it: 'Indovina i vincitori di dodici partite per il jackpot.',
            pt: 'Acerte nos vencedores de doze jogos para ganhar o jackpot.',
            nl: 'Voorspel de winnaars van twaalf wedstrijden voor de jackpot.',
            pl: 'Wytypuj zwycięzców dwunastu meczów i zgarnij kumulację.',
            sv: 'Tippa vinnarna i tolv matcher för jackpotten.',
          },
        ],
        '/promotions': [
          {
            en: 'Promotions',
            de: 'Aktionen',
            es: 'Promociones',
            fr: 'Promotions',
            it: 'Promozioni',
            pt: 'Promoções',
            nl: 'Promoties',
            pl: 'Promocje',
            sv: 'Kampanjer',
          },
          {
            en: 'Welcome offer, acca boost and this week’s promotions.',
            de: 'Willkommensangebot, Kombi-Boost und die Aktionen dieser Woche.',
            es: 'Oferta de bienvenida, bonificación de combinadas y las promociones de la semana.',
            fr: 'Offre de bienvenue, boost de combinés et les promotions de la semaine.',
            it: 'Offerta di benvenuto, bonus multipla e le promozioni della settimana.',
            pt: 'Oferta de boas-vindas, bónus de múltiplas e as promoções da semana.',
            nl: 'Welkomstaanbod, combiboost en de promoties van deze week.',
            pl: 'Oferta powitalna, bonus do kuponów AKO i promocje tego tygodnia.',
            sv: 'Välkomsterbjudande, kombiboost och veckans kampanjer.',
          },
        ],
      }),
      // The demo's stand-in for each partner (server/routes/demo-partner.ts); an operator
      // sets its partners' own addresses.
      partner_product_urls: {
        kiron: '/demo/partner/kiron',
        'betradar-virtuals': '/demo/partner/betradar-virtuals',
        esports: '/demo/partner/esports',
      },
      show_kiron_virtuals: 'enabled',
    },
    // Desktop bettors stake more: bigger quick stakes there.
    channels: { desktop: { quick_bet_values: JSON.stringify({ EUR: [5, 20, 50, 100] }) } },
    theme: {},
    parentOrigins: [],
  },
  {
    id: 'gateway',
    name: 'Garuda Bet',
    loginMethod: 'authGateway',
    currency: 'IDR',
    settings: {
      currencyCode: 'IDR',
      portal_id: 'garuda-bet',
      portal_token: 'c41e08b7d95a2f36',
      currency_precision: 2,
      default_price_format: 'indo',
      // An Asian coupon: lists lead football and basketball with the handicap.
      coupon_layout: 'asian',
      // A withholding on winnings and a duty on stakes, as some jurisdictions levy.
      // Indonesian odds below 2.00 are negative: the bettor types what they want to win.
      betslip_negative_odds_enabled: true,
      tax_deduction_enabled: true,
      enable_stake_after_tax: true,
      stake_rate_percentage: 5,
      tax_returns_percentage: 15,
      bet_stake_min_amount: '10',
      bet_stake_max_amount: '50,000',
      // Its own odds: its margins (below) on the feed's prices, so it shows and takes shorter
      // prices than the demo brand, which shows the feed's.
      odds_per_brand_enabled: true,
      quick_bet_values: JSON.stringify({ IDR: [50, 250, 1000, 5000] }),
      default_country: 'ID',
      gcb_seal_required: true,
      languages: ['id', 'en', 'zh', 'th', 'vi'],
      logo: logo('gateway', 160),
      favicon_url: '/brands/gateway/favicon.svg',
      // Indonesian first, the brand's default language: a language not written reads it.
      header_submenu: [
        {
          id: 'promotions',
          name: {
            id: 'Promosi',
            en: 'Promotions',
            zh: '优惠活动',
            th: 'โปรโมชั่น',
            vi: 'Khuyến mãi',
          },
          url: '/promotions',
        },
        { id: 'vip', name: 'VIP', url: '/promotions#vip' },
        {
          id: 'lotto',
          name: { id: 'Lotre', en: 'Lotto', zh: '彩票', th: 'ลอตเตอรี่', vi: 'Xổ số' },
          url: '/lotto',
        },
        // Our own esports markets (Counter-Strike first, the other games beside it), not the
        // partner's page, which has its own place among the partner products.
        {
          id: 'esports',
          name: {
            id: 'Esports',
            en: 'Esports',
            zh: '电子竞技',
            th: 'อีสปอร์ต',
            vi: 'Thể thao điện tử',
          },
          url: '/sports/32-CSGO',
        },
      ],
      page_layouts: {
        right_column: [
          { type: 'advert', advert_id: 'welcome-offer' },
          { type: 'advert', advert_id: 'cashback' },
        ],
        promotions: [
          { type: 'advert', advert_id: 'welcome-offer' },
          { type: 'advert', advert_id: 'cashback' },
        ],
      },
      page_attributes: pageAttributes('Garuda Bet', {
        '/*': [
          {
            id: 'Taruhan olahraga',
            en: 'Sports betting',
            zh: '体育投注',
            th: 'แทงบอลและกีฬา',
            vi: 'Cá cược thể thao',
          },
          {
            id: 'Taruhan sepak bola, bulu tangkis dan esports dengan odds Indo.',
            en: 'Bet on football, badminton and esports with Indo odds.',
            zh: '以印尼盘赔率投注足球、羽毛球和电子竞技。',
            th: 'เดิมพันฟุตบอล แบดมินตัน และอีสปอร์ตด้วยราคาแบบอินโด',
            vi: 'Cá cược bóng đá, cầu lông và thể thao điện tử với tỷ lệ Indo.',
          },
        ],
        '/live/*': [
          {
            id: 'Taruhan langsung',
            en: 'Live betting',
            zh: '滚球投注',
            th: 'เดิมพันสด',
            vi: 'Cá cược trực tiếp',
          },
          {
            id: 'Taruhan saat pertandingan berlangsung.',
            en: 'Bet while the match is being played.',
            zh: '在比赛进行中投注。',
            th: 'เดิมพันระหว่างการแข่งขัน',
            vi: 'Cá cược khi trận đấu đang diễn ra.',
          },
        ],
        '/jackpot*': [
          { id: 'Jackpot', en: 'Jackpot', zh: '奖池', th: 'แจ็คพอต', vi: 'Jackpot' },
          {
            id: 'Tebak dua belas pertandingan untuk jackpot.',
            en: 'Pick twelve matches for the jackpot.',
            zh: '竞猜十二场比赛，赢取奖池。',
            th: 'ทายผลสิบสองคู่เพื่อลุ้นแจ็คพอต',
            vi: 'Dự đoán mười hai trận đấu để giành jackpot.',
          },
        ],
      }),
      partner_product_urls: {
        esportsbull: '/demo/partner/esportsbull',
        esports: '/demo/partner/esports',
        lotto: '/demo/partner/lotto',
      },
    },
    theme: {
      page: '#0b1630',
      surface: '#12214a',
      raised: '#1b2e60',
      line: '#2a4280',
      text: '#eef2ff',
      muted: '#a3b1d6',
      accent: '#ff8a1f',
      accentText: '#1f0e00',
    },
    parentOrigins: [],
    margins: [
      { marketTypeId: 'MRES', margin: 0.06 },
      { marketTypeId: 'MWIN', margin: 0.05 },
      { marketTypeId: 'HCAP', margin: 0.04 },
      { marketTypeId: 'AHCP', margin: 0.04 },
    ],
  },
  {
    id: 'wallet',
    name: 'Crown Casino Sports',
    loginMethod: 'operatorWallet',
    currency: 'GBP',
    settings: {
      currencyCode: 'GBP',
      portal_id: 'crown-casino-sports',
      portal_token: '2ab6f0d48c17e953',
      currency_precision: 2,
      default_price_format: 'uk',
      each_way_enabled: true,
      default_country: 'GB',
      languages: ['en'],
      logo: logo('wallet', 170),
      favicon_url: '/brands/wallet/favicon.svg',
      quick_bet_values: JSON.stringify({ GBP: [1, 5, 10, 25] }),
      clem_external_header_enabled: true,
      clem_external_header_path: 'crown-casino',
      header_submenu: [
        { id: 'promotions', name: 'Promotions', url: '/promotions' },
        { id: 'vip', name: 'Crown VIP', url: '/promotions#vip' },
        { id: 'jackpot', name: 'Crown Jackpot', url: '/jackpot' },
      ],
      page_layouts: {
        right_column: [{ type: 'advert', advert_id: 'casino-crossover' }],
        promotions: [{ type: 'advert', advert_id: 'casino-crossover' }],
      },
      page_attributes: pageAttributes('Crown Casino Sports', {
        '/*': ['Sports', 'Sports betting at Crown Casino, with your casino wallet.'],
        '/live/*': ['In-play', 'In-play betting with each-way on racing and golf.'],
      }),
    },
    theme: {
      page: '#1d0f1f',
      surface: '#2a1630',
      raised: '#3a1f42',
      line: '#54305e',
      text: '#fbeefc',
      muted: '#c4a6c9',
      accent: '#2fd4b7',
      accentText: '#00201a',
    },
    termsVersion: 'terms-2026-10',
    parentOrigins: ['http://localhost:8080', 'http://127.0.0.1:8080'],
  },
]
