/** The import target (importtemplate.targettable) a list's rows come from, by its menu code. */
export const IMPORT_TARGET_OF_MENU: Readonly<Record<string, string>> = {
  asn: 'receipt',
  orders: 'orders',
  sku: 'sku',
  loc: 'loc',
  adjustment: 'adjustment',
};
