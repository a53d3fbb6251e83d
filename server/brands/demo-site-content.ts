// What the demo brands' pages show besides the book (server/migrations/006_site_content.sql):
// adverts with their images under public/brands/, the gateway brand's gaming-board seals, and
// the wallet brand's casino header. Written with the demo brands on a fresh database, and added
// to a database seeded before they existed.

import { defaultEpw } from '../bets/betting-settings.ts'
import type { Queryable } from '../db/database.ts'
import { type AccaAdvertWords, type AdvertTexts, accaAdvertTexts } from './acca-advert.ts'
import { demoBrands } from './demo-brands.ts'

interface DemoAdvert {
  brandId: string
  id: string
  audience: string
  name: string
  description: string
  link: string
  linkName: string
  image: string
  width: number
  height: number
  popup?: { width: number; height: number }
  /** The texts in the brand's other languages: [name, description, link name] by locale. */
  translations?: Readonly<Record<string, AdvertTexts>>
}

/** The demo brand's words for its acca advert, in each of its languages, English its own. */
const accaWords: Readonly<Record<string, AccaAdvertWords>> = {
  en: {
    name: 'Acca boost',
    firstTier:
      '{percentage}% more on the winnings of a multiple of {selections} selections or more',
    nextTier: ', {percentage}% from {selections}',
    linkName: 'How it works',
  },
  de: {
    name: 'Kombi-Boost',
    firstTier: '{percentage} % mehr Gewinn auf Kombiwetten ab {selections} Tipps',
    nextTier: ', {percentage} % ab {selections}',
    linkName: 'So funktioniert’s',
  },
  es: {
    name: 'Bonificación de combinadas',
    firstTier: 'Un {percentage} % más de ganancias en combinadas desde {selections} selecciones',
    nextTier: ', un {percentage} % desde {selections}',
    linkName: 'Cómo funciona',
  },
  fr: {
    name: 'Boost de combinés',
    firstTier: '{percentage} % de gains en plus sur un combiné dès {selections} sélections',
    nextTier: ', {percentage} % dès {selections}',
    linkName: 'Comment ça marche',
  },
  it: {
    name: 'Bonus multipla',
    firstTier:
      'Il {percentage}% in più sulle vincite di una multipla da {selections} selezioni in su',
    nextTier: ', il {percentage}% da {selections}',
    linkName: 'Come funziona',
  },
  pt: {
    name: 'Bónus de múltiplas',
    firstTier: 'Mais {percentage}% nos ganhos de uma múltipla com {selections} ou mais seleções',
    nextTier: ', {percentage}% a partir de {selections}',
    linkName: 'Como funciona',
  },
  nl: {
    name: 'Combiboost',
    firstTier: '{percentage}% meer winst op een combinatie vanaf {selections} selecties',
    nextTier: ', {percentage}% vanaf {selections}',
    linkName: 'Zo werkt het',
  },
  pl: {
    name: 'Bonus AKO',
    firstTier: '{percentage}% więcej wygranej z kuponu AKO od {selections} typów',
    nextTier: ', {percentage}% od {selections}',
    linkName: 'Jak to działa',
  },
  sv: {
    name: 'Kombiboost',
    firstTier: '{percentage} % mer i vinst på ett kombispel från {selections} val',
    nextTier: ', {percentage} % från {selections}',
    linkName: 'Så fungerar det',
  },
}

/** The acca advert's texts in the demo brand's languages, English its own columns'. */
function accaAdvert(): Pick<DemoAdvert, 'name' | 'description' | 'linkName' | 'translations'> {
  // The demo brand sets no tiers of its own: it pays the default ones.
  const { en, ...others } = accaWords
  const [name, description, linkName] = accaAdvertTexts(en as AccaAdvertWords, defaultEpw)
  const translations = Object.fromEntries(
    Object.entries(others).map(([locale, words]) => [locale, accaAdvertTexts(words, defaultEpw)]),
  )
  return { name, description, linkName, translations }
}

// jackpot_banner and jackpot_bets are the ids the jackpot page asks for (SPEC.md section 7).
const adverts: readonly DemoAdvert[] = [
  {
    brandId: 'demo',
    id: 'welcome-offer',
    audience: 'logged_out',
    name: 'Welcome offer',
    description: '100% of your first deposit as a free bet, up to €100.',
    link: '/promotions',
    linkName: 'Claim now',
    image: 'welcome-offer.svg',
    width: 300,
    height: 250,
    translations: {
      de: [
        'Willkommensangebot',
        '100 % Ihrer ersten Einzahlung als Gratiswette, bis zu 100 €.',
        'Jetzt sichern',
      ],
      es: [
        'Oferta de bienvenida',
        'El 100 % de tu primer depósito como apuesta gratis, hasta 100 €.',
        'Consíguela',
      ],
      fr: [
        'Offre de bienvenue',
        '100 % de votre premier dépôt en pari gratuit, jusqu’à 100 €.',
        'En profiter',
      ],
      it: [
        'Offerta di benvenuto',
        'Il 100% del primo deposito come scommessa gratuita, fino a 100 €.',
        'Richiedila',
      ],
      pt: [
        'Oferta de boas-vindas',
        '100% do primeiro depósito em aposta grátis, até 100 €.',
        'Obter agora',
      ],
      nl: [
        'Welkomstaanbod',
        '100% van je eerste storting als gratis weddenschap, tot € 100.',
        'Claim nu',
      ],
      pl: ['Oferta powitalna', '100% pierwszej wpłaty jako darmowy zakład, do 100 €.', 'Odbierz'],
      sv: [
        'Välkomsterbjudande',
        '100 % av din första insättning som gratisspel, upp till 100 €.',
        'Hämta nu',
      ],
    },
  },
  {
    brandId: 'demo',
    id: 'acca-boost',
    audience: 'all',
    ...accaAdvert(),
    link: '/promotions',
    image: 'acca-boost.svg',
    width: 300,
    height: 250,
  },
  {
    brandId: 'demo',
    id: 'first-bet',
    audience: 'logged_in_not_played',
    name: 'Your first bet',
    description: 'Place your first bet today and get a €5 free bet back if it loses.',
    link: '/sports',
    linkName: 'Find a match',
    image: 'first-bet.svg',
    width: 300,
    height: 250,
    translations: {
      de: [
        'Ihre erste Wette',
        'Platzieren Sie heute Ihre erste Wette und erhalten Sie bei Verlust eine 5-€-Gratiswette.',
        'Spiel finden',
      ],
      es: [
        'Tu primera apuesta',
        'Haz hoy tu primera apuesta y, si pierde, recibe una apuesta gratis de 5 €.',
        'Buscar un partido',
      ],
      fr: [
        'Votre premier pari',
        'Placez votre premier pari aujourd’hui et recevez un pari gratuit de 5 € s’il est perdant.',
        'Trouver un match',
      ],
      it: [
        'La tua prima scommessa',
        'Piazza oggi la tua prima scommessa e ricevi 5 € in scommessa gratuita se perde.',
        'Trova una partita',
      ],
      pt: [
        'A sua primeira aposta',
        'Faça hoje a sua primeira aposta e receba uma aposta grátis de 5 € se perder.',
        'Encontrar um jogo',
      ],
      nl: [
        'Je eerste weddenschap',
        'Plaats vandaag je eerste weddenschap en krijg € 5 gratis terug als die verliest.',
        'Vind een wedstrijd',
      ],
      pl: [
        'Twój pierwszy zakład',
        'Postaw dziś pierwszy zakład i odbierz darmowy zakład 5 €, jeśli przegra.',
        'Znajdź mecz',
      ],
      sv: [
        'Ditt första spel',
        'Lägg ditt första spel i dag och få ett gratisspel på 5 € om det förlorar.',
        'Hitta en match',
      ],
    },
  },
  {
    brandId: 'demo',
    id: 'jackpot_banner',
    audience: 'all',
    name: 'Jackpot €50,000',
    description: 'Pick the winners of twelve matches to take the jackpot.',
    link: '/jackpot',
    linkName: 'Play the jackpot',
    image: 'jackpot-banner.svg',
    width: 380,
    height: 120,
    translations: {
      de: [
        'Jackpot 50.000 €',
        'Tippen Sie die Sieger von zwölf Spielen und holen Sie den Jackpot.',
        'Jackpot spielen',
      ],
      es: [
        'Bote de 50.000 €',
        'Acierta los ganadores de doce partidos y llévate el bote.',
        'Jugar al bote',
      ],
      fr: [
        'Jackpot de 50 000 €',
        'Trouvez les vainqueurs de douze matchs pour remporter le jackpot.',
        'Jouer au jackpot',
      ],
      it: [
        'Jackpot da 50.000 €',
        'Indovina i vincitori di dodici partite per vincere il jackpot.',
        'Gioca al jackpot',
      ],
      pt: [
        'Jackpot de 50 000 €',
        'Acerte nos vencedores de doze jogos para ganhar o jackpot.',
        'Jogar o jackpot',
      ],
      nl: [
        'Jackpot € 50.000',
        'Voorspel de winnaars van twaalf wedstrijden en win de jackpot.',
        'Speel de jackpot',
      ],
      pl: [
        'Kumulacja 50 000 €',
        'Wytypuj zwycięzców dwunastu meczów i zgarnij kumulację.',
        'Graj o kumulację',
      ],
      sv: [
        'Jackpott 50 000 €',
        'Tippa vinnarna i tolv matcher och ta hem jackpotten.',
        'Spela jackpotten',
      ],
    },
  },
  {
    brandId: 'demo',
    id: 'jackpot_bets',
    audience: 'logged_in',
    name: 'Jackpot bets',
    description: 'Your jackpot picks for this week, with the results as they come in.',
    link: '/jackpot',
    linkName: 'See my picks',
    image: 'jackpot-bets.svg',
    width: 380,
    height: 120,
    popup: { width: 640, height: 480 },
    translations: {
      de: [
        'Jackpot-Tipps',
        'Ihre Jackpot-Tipps dieser Woche, mit den Ergebnissen, sobald sie feststehen.',
        'Meine Tipps',
      ],
      es: [
        'Apuestas del bote',
        'Tus pronósticos del bote de esta semana, con los resultados según llegan.',
        'Ver mis pronósticos',
      ],
      fr: [
        'Paris jackpot',
        'Vos pronostics jackpot de la semaine, avec les résultats au fil de l’eau.',
        'Voir mes pronostics',
      ],
      it: [
        'Scommesse jackpot',
        'I tuoi pronostici jackpot della settimana, con i risultati man mano che arrivano.',
        'I miei pronostici',
      ],
      pt: [
        'Apostas jackpot',
        'Os seus palpites do jackpot desta semana, com os resultados à medida que chegam.',
        'Ver os meus palpites',
      ],
      nl: [
        'Jackpotweddenschappen',
        'Je jackpotvoorspellingen van deze week, met de uitslagen zodra ze binnenkomen.',
        'Mijn voorspellingen',
      ],
      pl: [
        'Zakłady kumulacji',
        'Twoje typy kumulacji na ten tydzień, z wynikami na bieżąco.',
        'Moje typy',
      ],
      sv: [
        'Jackpottspel',
        'Dina jackpottips för veckan, med resultaten allt eftersom de kommer.',
        'Se mina tips',
      ],
    },
  },
  {
    brandId: 'gateway',
    id: 'welcome-offer',
    audience: 'all',
    name: 'Bonus 100%',
    description: 'Bonus deposit pertama 100% hingga Rp 1.000.000.',
    link: '/promotions',
    linkName: 'Klaim',
    image: 'welcome-offer.svg',
    width: 300,
    height: 250,
    translations: {
      en: ['100% bonus', 'A 100% bonus on your first deposit, up to Rp 1,000,000.', 'Claim'],
      zh: ['100% 奖金', '首存 100% 奖金，最高 Rp 1,000,000。', '领取'],
      th: ['โบนัส 100%', 'โบนัสฝากครั้งแรก 100% สูงสุด Rp 1,000,000', 'รับโบนัส'],
      vi: ['Thưởng 100%', 'Thưởng 100% cho lần nạp đầu tiên, tối đa Rp 1.000.000.', 'Nhận thưởng'],
    },
  },
  {
    brandId: 'gateway',
    id: 'cashback',
    audience: 'logged_in_not_deposited',
    name: 'Cashback 5%',
    description: 'Cashback 5% setiap minggu untuk taruhan olahraga yang kalah.',
    link: '/promotions',
    linkName: 'Selengkapnya',
    image: 'cashback.svg',
    width: 300,
    height: 250,
    translations: {
      en: ['5% cashback', '5% cashback every week on losing sports bets.', 'Learn more'],
      zh: ['5% 返水', '每周返还体育投注输额的 5%。', '了解更多'],
      th: ['คืนยอดเสีย 5%', 'คืนยอดเสีย 5% ทุกสัปดาห์สำหรับการเดิมพันกีฬา', 'ดูเพิ่มเติม'],
      vi: ['Hoàn tiền 5%', 'Hoàn 5% mỗi tuần cho các cược thể thao thua.', 'Xem thêm'],
    },
  },
  {
    brandId: 'gateway',
    id: 'jackpot_banner',
    audience: 'all',
    name: 'Jackpot Rp 500 juta',
    description: 'Tebak dua belas pertandingan untuk jackpot.',
    link: '/jackpot',
    linkName: 'Main jackpot',
    image: 'jackpot-banner.svg',
    width: 380,
    height: 120,
    translations: {
      en: ['Jackpot Rp 500 million', 'Pick twelve matches for the jackpot.', 'Play the jackpot'],
      zh: ['奖池 Rp 5 亿', '竞猜十二场比赛，赢取奖池。', '参与奖池'],
      th: ['แจ็คพอต Rp 500 ล้าน', 'ทายผลสิบสองคู่เพื่อลุ้นแจ็คพอต', 'เล่นแจ็คพอต'],
      vi: ['Jackpot Rp 500 triệu', 'Dự đoán mười hai trận đấu để giành jackpot.', 'Chơi jackpot'],
    },
  },
  {
    brandId: 'gateway',
    id: 'jackpot_bets',
    audience: 'logged_in',
    name: 'Taruhan jackpot',
    description: 'Pilihan jackpot Anda minggu ini.',
    link: '/jackpot',
    linkName: 'Lihat',
    image: 'jackpot-bets.svg',
    width: 380,
    height: 120,
    translations: {
      en: ['Jackpot bets', 'Your jackpot picks this week.', 'See'],
      zh: ['奖池投注', '您本周的奖池竞猜。', '查看'],
      th: ['เดิมพันแจ็คพอต', 'ผลทายแจ็คพอตของคุณในสัปดาห์นี้', 'ดู'],
      vi: ['Cược jackpot', 'Các lựa chọn jackpot của bạn tuần này.', 'Xem'],
    },
  },
  {
    brandId: 'wallet',
    id: 'casino-crossover',
    audience: 'logged_in',
    name: '50 free spins',
    description: 'Place a £10 sports bet this week and get 50 free spins in the casino.',
    link: 'https://crown-casino.example.com/promotions/free-spins',
    linkName: 'Get the spins',
    image: 'casino-crossover.svg',
    width: 300,
    height: 250,
    popup: { width: 800, height: 600 },
  },
  {
    brandId: 'wallet',
    id: 'jackpot_banner',
    audience: 'all',
    name: 'Crown Jackpot £25,000',
    description: 'Twelve matches, one winner.',
    link: '/jackpot',
    linkName: 'Play',
    image: 'jackpot-banner.svg',
    width: 380,
    height: 120,
  },
  {
    brandId: 'wallet',
    id: 'jackpot_bets',
    audience: 'logged_in',
    name: 'Jackpot bets',
    description: 'Your Crown Jackpot picks.',
    link: '/jackpot',
    linkName: 'See my picks',
    image: 'jackpot-bets.svg',
    width: 380,
    height: 120,
  },
  // A visitor's jackpot_bets: how to play, where a player's shows their picks (migration 031).
  {
    brandId: 'demo',
    id: 'jackpot_bets',
    audience: 'logged_out',
    name: 'Jackpot bets',
    description:
      'Pick a result for every match from €1 a line, then log in to place your picks and follow them here.',
    link: '/jackpot',
    linkName: 'Pick your matches',
    image: 'jackpot-bets.svg',
    width: 380,
    height: 120,
    translations: {
      de: [
        'Jackpot-Tipps',
        'Tippen Sie jedes Spiel ab 1 € pro Reihe und melden Sie sich an, um Ihre Tipps abzugeben und hier zu verfolgen.',
        'Spiele tippen',
      ],
      es: [
        'Apuestas del bote',
        'Elige un resultado para cada partido desde 1 € por línea e inicia sesión para apostar y seguir aquí tus pronósticos.',
        'Elegir partidos',
      ],
      fr: [
        'Paris jackpot',
        'Choisissez un résultat pour chaque match dès 1 € la ligne, puis connectez-vous pour parier et suivre ici vos pronostics.',
        'Choisir mes matchs',
      ],
      it: [
        'Scommesse jackpot',
        'Scegli un risultato per ogni partita da 1 € a colonna, poi accedi per giocare e seguire qui i tuoi pronostici.',
        'Scegli le partite',
      ],
      pt: [
        'Apostas jackpot',
        'Escolha um resultado para cada jogo a partir de 1 € por linha e inicie sessão para apostar e seguir aqui os seus palpites.',
        'Escolher jogos',
      ],
      nl: [
        'Jackpotweddenschappen',
        'Kies een uitslag voor elke wedstrijd vanaf € 1 per rij en log in om te spelen en je voorspellingen hier te volgen.',
        'Kies je wedstrijden',
      ],
      pl: [
        'Zakłady kumulacji',
        'Wytypuj wynik każdego meczu od 1 € za zakład i zaloguj się, aby zagrać i śledzić tu swoje typy.',
        'Wybierz mecze',
      ],
      sv: [
        'Jackpottspel',
        'Tippa ett resultat i varje match från 1 € per rad och logga in för att spela och följa dina tips här.',
        'Välj matcher',
      ],
    },
  },
  {
    brandId: 'gateway',
    id: 'jackpot_bets',
    audience: 'logged_out',
    name: 'Taruhan jackpot',
    description:
      'Tebak hasil setiap pertandingan, lalu masuk untuk memasang dan mengikuti pilihan Anda di sini.',
    link: '/jackpot',
    linkName: 'Pilih pertandingan',
    image: 'jackpot-bets.svg',
    width: 380,
    height: 120,
    translations: {
      en: [
        'Jackpot bets',
        'Pick a result for every match, then log in to place your picks and follow them here.',
        'Pick matches',
      ],
      zh: ['奖池投注', '竞猜每场比赛的结果，登录后即可投注并在此查看您的竞猜。', '选择比赛'],
      th: ['เดิมพันแจ็คพอต', 'ทายผลทุกคู่ แล้วเข้าสู่ระบบเพื่อวางเดิมพันและติดตามผลทายของคุณที่นี่', 'เลือกคู่'],
      vi: [
        'Cược jackpot',
        'Dự đoán kết quả mọi trận đấu, rồi đăng nhập để đặt cược và theo dõi lựa chọn của bạn tại đây.',
        'Chọn trận',
      ],
    },
  },
  {
    brandId: 'wallet',
    id: 'jackpot_bets',
    audience: 'logged_out',
    name: 'Jackpot bets',
    description: 'Twelve matches to call: log in to place your Crown Jackpot picks.',
    link: '/jackpot',
    linkName: 'Pick matches',
    image: 'jackpot-bets.svg',
    width: 380,
    height: 120,
  },
]

/** The hosts the gateway brand (licensed by a gaming board that issues seals) is served on. */
const seals = [
  { brandId: 'gateway', host: 'gateway.localhost', token: 'a250c313-1295-4aef-92b5-628adff3c1f0' },
  { brandId: 'gateway', host: 'localhost', token: 'bd2cb2f9-2926-41f4-be03-e3bf497df78e' },
  { brandId: 'gateway', host: '127.0.0.1', token: '23ef9597-5fd9-4085-97e3-55d944f48ec6' },
]

/** The casino's own navigation, as the wallet brand's parent site supplies it. */
const crownHeader = {
  brandId: 'wallet',
  path: 'crown-casino',
  html: `<nav class="crown-header" aria-label="Crown Casino">
  <a class="crown-header__home" href="/">Crown Casino</a>
  <ul>
    <li><a href="/casino">Casino</a></li>
    <li><a href="/live-casino">Live casino</a></li>
    <li><a href="/" aria-current="page">Sports</a></li>
    <li><a href="/poker">Poker</a></li>
    <li><a href="/promotions">Promotions</a></li>
  </ul>
</nav>`,
  // One row at any width, as a casino's header is on a phone: the links scroll sideways rather
  // than wrap, and the name is in the system font, not a serif the machine may lack.
  css: `.crown-header{display:flex;align-items:center;gap:24px;min-height:44px;padding:0 16px;background:#140a16;border-bottom:1px solid #54305e;font:600 14px/1.4 system-ui,sans-serif}
.crown-header a{color:#fbeefc;text-decoration:none;white-space:nowrap}
.crown-header a:hover,.crown-header a[aria-current=page]{color:#2fd4b7}
.crown-header ul{display:flex;gap:18px;min-width:0;margin:0;padding:0;list-style:none;overflow-x:auto;scrollbar-width:none}
.crown-header__home{flex:none;font-weight:800;letter-spacing:1px;text-transform:uppercase}`,
  // Marks the link of the page the bettor is on, as the casino's own pages do.
  js: `(function(){var nav=document.querySelector('.crown-header');if(!nav)return;var links=nav.querySelectorAll('ul a');for(var i=0;i<links.length;i++){if(links[i].getAttribute('href')==='/'+location.pathname.split('/')[1])links[i].setAttribute('aria-current','page')}})();`,
}

/**
 * Writes the demo brands' site content, and the settings a demo brand of an earlier seed lacks;
 * what is already there is kept, so an operator's own values and rows win.
 */
export async function seedSiteContent(tx: Queryable): Promise<void> {
  for (const brand of demoBrands)
    await tx.query(
      `update brands set settings = $2::jsonb || settings,
         settings_published_at = greatest(now(), settings_published_at + interval '1 millisecond')
       where id = $1 and not settings ?& $3::text[]`,
      [brand.id, JSON.stringify(brand.settings), Object.keys(brand.settings)],
    )
  for (const advert of adverts)
    await tx.query(
      `insert into adverts (brand_id, id, audience, name, description, show_description, link,
         link_name, attachment_path, width_in_pixels, height_in_pixels, popup, popup_allow_resize,
         popup_allow_scrollbars, popup_width, popup_height, translations)
       select $1, $2, $3, $4, $5, true, $6, $7, $8, $9, $10, $11, $11, $11, $12, $13, $14
       where exists (select 1 from brands where id = $1)
       on conflict do nothing`,
      [
        advert.brandId,
        advert.id,
        advert.audience,
        advert.name,
        advert.description,
        advert.link,
        advert.linkName,
        `/brands/${advert.brandId}/adverts/${advert.image}`,
        advert.width,
        advert.height,
        advert.popup !== undefined,
        advert.popup?.width ?? 0,
        advert.popup?.height ?? 0,
        JSON.stringify(
          Object.fromEntries(
            Object.entries(advert.translations ?? {}).map(
              ([locale, [name, description, linkName]]) => [
                locale,
                { name, description, link_name: linkName },
              ],
            ),
          ),
        ),
      ],
    )
  for (const seal of seals)
    await tx.query(
      `insert into gcb_seals (brand_id, host, token) select $1, $2, $3
       where exists (select 1 from brands where id = $1) on conflict do nothing`,
      [seal.brandId, seal.host, seal.token],
    )
  await tx.query(
    `insert into external_headers (brand_id, path, css, js, html) select $1, $2, $3, $4, $5
     where exists (select 1 from brands where id = $1) on conflict do nothing`,
    [crownHeader.brandId, crownHeader.path, crownHeader.css, crownHeader.js, crownHeader.html],
  )
}
