/** Shown until system_info answers (the server's PRODUCT_NAME setting has the same default). */
export const DEFAULT_PRODUCT_NAME = 'XBond';
