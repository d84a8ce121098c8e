// The one formatter per kind (numbers, money, dates) and the reader of typed numbers, in each
// language (issue 20): the web app, the emails, the PDFs and the notifications all use these.
export {
  formatBasisPoints,
  formatCrypto,
  formatDecimalText,
  formatFiatText,
  formatPercentText,
  formatQuantity,
} from './format/numbers';
export { addDays, formatDate, formatDateTime, formatDay, formatTime } from './format/dates';
export { readTypedDecimal } from './format/typed-decimal';
export { formatFiat } from './money/fiat-amounts';
