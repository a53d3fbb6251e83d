// The bet lines of a system: every combination of the chosen fold sizes whose selections come
// from different markets (two outcomes of one market cannot both win, so the spec counts
// combinations over unique markets) and that contains every banker.

export interface CombinableSelection {
  marketId: string
  /** A banker is in every combination. */
  banker?: boolean
}

/** Index lists into `selections`, in lexicographic order, one per bet line. */
export const combinations = (
  selections: readonly CombinableSelection[],
  size: number,
): number[][] => {
  const bankers = selections.flatMap((selection, index) => (selection.banker ? [index] : []))
  if (size < bankers.length || size > selections.length) return []
  const lines: number[][] = []
  const chosen: number[] = []
  const markets = new Set<string>()
  const extend = (from: number) => {
    if (chosen.length === size) {
      if (bankers.every((index) => chosen.includes(index))) lines.push([...chosen])
      return
    }
    for (let index = from; index <= selections.length - (size - chosen.length); index++) {
      const { marketId } = selections[index] as CombinableSelection
      if (markets.has(marketId)) continue
      chosen.push(index)
      markets.add(marketId)
      extend(index + 1)
      markets.delete(marketId)
      chosen.pop()
    }
  }
  extend(0)
  return lines
}

export const uniqueMarkets = (selections: readonly CombinableSelection[]): number =>
  new Set(selections.map((selection) => selection.marketId)).size
