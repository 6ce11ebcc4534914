export { accountId, lockCreatorPayable } from './accounts';
export { creatorBalances, readyBalance } from './balances';
export { assertBalanced, postTransaction, UnbalancedLedgerError } from './post-transaction';
export { recordPayout, recordRefund, recordSale } from './record-movements';
export {
  commerceSettingsColumn,
  DEFAULT_SETTINGS,
  readCommerceSettings,
  settingsFrom,
  writeCommerceSettings,
} from './settings';
export { feeShareOfRefund, platformFee } from './split-amounts';
export { moneySeries, seriesRange } from './money-series';
