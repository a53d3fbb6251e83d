// What the demo brands' pages show besides the book (server/migrations/006_site_content.sql):
// adverts with their images under public/brands/, the gateway brand's gaming-board seals, and
// the wallet brand's casino header. Written with the demo brands on a fresh database, and added
// to a database seeded before they existed.

import { defaultEpw } from '../bets/betting-settings.ts'
import type { Queryable } from '../db/database.ts'
import { accaAdvertText } from './acca-advert.ts'
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
  },
  {
    brandId: 'demo',
    id: 'acca-boost',
    audience: 'all',
    name: 'Acca boost',
    // The demo brand sets no tiers of its own: it pays the default ones.
    description: accaAdvertText(defaultEpw),
    link: '/promotions',
    linkName: 'How it works',
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
  css: `.crown-header{display:flex;flex-wrap:wrap;align-items:center;gap:8px 24px;min-height:44px;padding:0 16px;background:#140a16;border-bottom:1px solid #54305e;font:600 14px/1 system-ui,sans-serif}
.crown-header a{color:#fbeefc;text-decoration:none}
.crown-header a:hover,.crown-header a[aria-current=page]{color:#2fd4b7}
.crown-header ul{display:flex;flex-wrap:wrap;gap:8px 18px;margin:0;padding:0;list-style:none}
.crown-header__home{font-family:Georgia,serif;letter-spacing:1px}`,
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
         popup_allow_scrollbars, popup_width, popup_height)
       select $1, $2, $3, $4, $5, true, $6, $7, $8, $9, $10, $11, $11, $11, $12, $13
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
