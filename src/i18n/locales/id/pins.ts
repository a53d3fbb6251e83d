import type { Dictionary } from '../../en/index.ts'

export const pins = {
  'pins.title': 'Multi-tampilan',
  'pins.pin': 'Sematkan {event} ke multi-tampilan',
  'pins.unpin': 'Lepas sematan {event}',
  'pins.none':
    'Belum ada yang disematkan. Sematkan pertandingan live dari daftar live, halaman olahraga, atau halaman pertandingan untuk mengikutinya di sini berdampingan.',
  'pins.count': 'Disematkan: {count} dari {max}',
  'pins.page': 'Pertandingan {from} sampai {to}',
  'pins.loading': 'Memuat pertandingan…',
  'pins.gone': 'Pertandingan ini tidak lagi ditawarkan.',
  'pins.markets': 'Pasar',
  'pins.chooseMarkets': 'Pasar yang ditampilkan untuk {event}',
  'pins.marketsHint': 'Pilih hingga {max} pasar; tanpa pilihan, pasar utama yang ditampilkan.',
  'pins.close': 'Tutup',
  'pins.suspended': 'Ditangguhkan',
  'pins.lastMoments': 'Momen terakhir',
  'pins.noMoments': 'Belum ada momen',
  'pins.alerts': 'Peringatan pertandingan',
  'pins.alert.goal': 'Gol! {team} mencetak gol di {event}',
  'pins.alert.red-card': 'Kartu merah untuk {team} di {event}',
  'pins.alert.set-won': '{team} memenangkan satu set di {event}',
  'pins.alert.map-won': '{team} memenangkan satu map di {event}',
  'pins.alert.market-reopened': '{market} dibuka lagi di {event}',
  'pins.alert.match-end': '{event} telah berakhir',
  'pins.betNow': 'Pasang sekarang',
  'pins.dismiss': 'Tutup',
} satisfies Dictionary
