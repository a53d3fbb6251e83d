// Country names as event paths and feeds spell them ('south-korea', 'England Amateur', 'usa2')
// made fit to show (SPEC.md section 5: digits, dashes and spaces stripped, title-cased, the word
// Amateur removed, USA and UAE kept in capitals).
//
// "Spaces stripped" is read as: runs of dashes, underscores and spaces separate words and are
// replaced by one space, so 'south-korea' reads 'South Korea', not 'SouthKorea'. Linking words
// inside a name stay lower case ('Bosnia and Herzegovina'), as country names are written.

const capitalised = new Set(['usa', 'uae'])
const linkingWords = new Set(['and', 'of', 'the', 'da', 'de', 'del', 'la'])

export function normaliseCountryName(raw: string): string {
  const words = raw
    .replace(/[0-9]/g, '')
    .split(/[\s_-]+/)
    .filter((word) => word !== '' && word.toLowerCase() !== 'amateur')
  return words
    .map((word, index) => {
      const lower = word.toLowerCase()
      if (capitalised.has(lower)) return lower.toUpperCase()
      if (index > 0 && linkingWords.has(lower)) return lower
      return lower.charAt(0).toUpperCase() + lower.slice(1)
    })
    .join(' ')
}
