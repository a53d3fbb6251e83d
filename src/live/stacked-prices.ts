// A row of price buttons on a phone: a runner's or a team's name needs its button's width, so
// name above, price below; names too long even so (src/live/long-names.ts) take a line each,
// the name beside its price. The event page's markets and the outright rows share it.
// The attribute selector outweighs the price button's own height and alignment.

export const stackedPricesOnPhone = `
  @media (max-width: 599px) {
    & > button[data-testid] {
      flex-direction: column;
      justify-content: center;
      align-items: stretch;
      gap: 2px;
      height: 54px;
      padding: 4px 8px;
      text-align: center;
    }
    &[data-names='long'] {
      grid-template-columns: minmax(0, 1fr);
    }
    &[data-names='long'] > button[data-testid] {
      flex-direction: row;
      justify-content: space-between;
      align-items: center;
      height: 44px;
      padding: 0 14px 0 10px;
      text-align: start;
    }
  }
`
