// The system bet table (SPEC.md section 9). A bet type is known by the last three digits of its
// betTypeId. 002 to 012 are one fold size each (doubles to 12-folds); the other ten are the
// full-cover bets, every fold from singles or doubles up to the accumulator. Which code is which
// full cover is decided in docs/system-bets.md.

export interface SystemBetType {
  /** Last three digits of the betTypeId. */
  code: string
  name: string
  /** The fold sizes it combines: [2] for doubles, [2, 3] for a Trixie. */
  folds: readonly number[]
  /** Full covers need exactly this many selections (markets); fold types need at least it. */
  selections: number
  fullCover: boolean
}

const foldNames: Record<number, string> = { 2: 'Doubles', 3: 'Trebles' }

const singleFolds: SystemBetType[] = Array.from({ length: 11 }, (_, index) => {
  const size = index + 2
  return {
    code: String(size).padStart(3, '0'),
    name: foldNames[size] ?? `${size}-Folds`,
    folds: [size],
    selections: size,
    fullCover: false,
  }
})

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index)

const fullCover = (code: string, name: string, selections: number, singles: boolean) => ({
  code,
  name,
  folds: range(singles ? 1 : 2, selections),
  selections,
  fullCover: true,
})

const fullCovers: SystemBetType[] = [
  fullCover('057', 'Trixie', 3, false),
  fullCover('058', 'Patent', 3, true),
  fullCover('019', 'Yankee', 4, false),
  fullCover('059', 'Lucky 15', 4, true),
  fullCover('060', 'Canadian', 5, false),
  fullCover('047', 'Lucky 31', 5, true),
  fullCover('020', 'Heinz', 6, false),
  fullCover('021', 'Lucky 63', 6, true),
  fullCover('022', 'Super Heinz', 7, false),
  fullCover('046', 'Goliath', 8, false),
]

export const systemBetTypes: readonly SystemBetType[] = [...singleFolds, ...fullCovers]

/** The prefix of system and multiple betTypeIds; 200002 is the multiple double (§9). */
export const betTypeIdBase = 200_000

export const betTypeIdOf = (type: SystemBetType): number => betTypeIdBase + Number(type.code)

export const betTypeCode = (betTypeId: number): string => String(betTypeId % 1000).padStart(3, '0')

/** §5: system bets are valid only for bet types in the table. */
export const systemBetType = (betTypeId: number): SystemBetType | undefined =>
  systemBetTypes.find((type) => type.code === betTypeCode(betTypeId))
