/**
 * The ids of what every screen, paged list and money form draws alike, named after the screen
 * or the list (beside confirm-ids.ts). Relative imports only: the browser tests read them too.
 */

/** A screen's states: the visitor's connect prompt, the skeleton, a failed read ('turbo-…'). */
export const screenIds = (screen: string) => ({
  connect: `${screen}-connect`,
  connectButton: `${screen}-connect-button`,
  skeleton: `${screen}-skeleton`,
  error: `${screen}-error`,
});

type ListState = 'Skeleton' | 'Empty' | 'Error' | 'Count' | 'LoadMore';

/**
 * A paged list's states under the screen's keys: `listStateIds('records', 'swap-records')` is
 * recordsSkeleton 'swap-records-skeleton', recordsEmpty, recordsError, recordsCount,
 * recordsLoadMore.
 */
export const listStateIds = <K extends string>(key: K, list: string) =>
  ({
    [`${key}Skeleton`]: `${list}-skeleton`,
    [`${key}Empty`]: `${list}-empty`,
    [`${key}Error`]: `${list}-error`,
    [`${key}Count`]: `${list}-count`,
    [`${key}LoadMore`]: `${list}-load-more`,
  }) as Record<`${K}${ListState}`, string>;

/** A money form's amount field, named after the screen ('bond-amount-input', 'bond-balance'). */
export const amountIds = (screen: string) => ({
  amountInput: `${screen}-amount-input`,
  amountMax: `${screen}-amount-max`,
  amountError: `${screen}-amount-error`,
  balance: `${screen}-balance`,
});
