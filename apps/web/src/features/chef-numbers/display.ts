/** The screen reads the numbers as the printed documents do: one set of rules. */
export {
  type AmountUnits,
  formatAmount,
  formatContainerCell,
  formatContainerTotal,
  formatCount,
} from '@catering/domain';
