import type { Dictionary } from '../../en/index.ts'

export const jackpot = {
  'jackpot.none': 'Saat ini tidak ada jackpot yang dibuka. Jackpot berikutnya segera dibuka.',
  'jackpot.loading': 'Memuat jackpot…',
  'jackpot.summary': {
    other: 'Tebak hasil # pertandingan. Ditutup {closes}. {stake} per baris.',
  },
  'jackpot.matches': 'Pertandingan jackpot',
  'jackpot.event.picks': 'Pertandingan {number}: {match}',
  'jackpot.event.pick': '{outcome}, pertandingan {number}',
  'jackpot.event.void':
    'Batal: ditunda atau dihentikan. Tidak perlu ditebak dan dihitung benar di setiap baris.',
  'jackpot.slip.title': 'Slip jackpot',
  'jackpot.slip.picked': 'Dipilih',
  'jackpot.slip.pickedOf': '{picked} dari {total}',
  'jackpot.slip.lines': 'Baris',
  'jackpot.slip.totalCost': 'Total biaya',
  'jackpot.slip.stillToPick': 'Belum dipilih: {matches}',
  'jackpot.slip.stakePerLine': 'Nilai taruhan per baris',
  'jackpot.slip.place': 'Pasang taruhan jackpot',
  'jackpot.slip.placing': 'Memasang…',
  'jackpot.slip.askingAgain': 'Belum ada jawaban, menanyakan lagi…',
  'jackpot.slip.logInToPlace': 'Masuk untuk memasang',
  'jackpot.slip.getBookingCode': 'Dapatkan kode booking',
  'jackpot.slip.bookingCode': 'Kode booking:',
  'jackpot.placed.title': 'Taruhan jackpot terpasang',
  'jackpot.placed.reference': 'Referensi',
  'jackpot.placed.summary': {
    other:
      '# baris seharga {cost}. Semua yang menebak semua pertandingan dengan benar berbagi {prize}.',
  },
  'jackpot.placed.done': 'Selesai',
  'jackpot.notPlaced.title': 'Taruhan jackpot tidak terpasang',
  'jackpot.notPlaced.back': 'Kembali ke slip',
  'jackpot.unconfirmed.title': 'Kami tidak dapat memastikan taruhan jackpot Anda',
  'jackpot.unconfirmed.body':
    'Koneksi terputus sebelum jawaban diterima, jadi taruhan mungkin sudah atau belum terpasang. Tanyakan lagi, atau periksa Taruhan jackpot saya sebelum memasangnya lagi.',
  'jackpot.unconfirmed.askAgain': 'Tanyakan lagi',
  'jackpot.slips.title': 'Taruhan jackpot saya',
  'jackpot.slips.lines': { other: '# baris' },
  'jackpot.slips.status.open': 'Menunggu hasil',
  'jackpot.slips.status.won': 'Menang',
  'jackpot.slips.status.lost': 'Kalah',
  'jackpot.slips.wonReturns': 'Menang: {returns}',
} satisfies Dictionary
