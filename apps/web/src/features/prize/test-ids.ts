import { listStateIds, screenIds } from '../../components/ui/ListStates/state-ids';

/** Test ids of the prize pool's ranking screen; see test-ids.ts. */
export const PRIZE_TEST_IDS = {
  ...screenIds('prize'),
  ...listStateIds('winners', 'prize-winners'),
  poolChart: 'prize-pool-chart',
  tab: (period: string) => `prize-tab-${period}`,
  pool: 'prize-pool',
  countdown: 'prize-countdown',
  endsAt: 'prize-ends-at',
  shares: 'prize-shares',
  standing: 'prize-standing',
  yourVolume: 'prize-your-volume',
  yourRank: 'prize-your-rank',
  ranking: 'prize-ranking',
  rankingSkeleton: 'prize-ranking-skeleton',
  rankingEmpty: 'prize-ranking-empty',
  rankingError: 'prize-ranking-error',
  entry: (rank: number) => `prize-entry-${rank}`,
  entryField: (rank: number, field: string) => `prize-entry-${rank}-${field}`,
  winners: 'prize-winners',
  prize: (id: string) => `prize-${id}`,
  prizeField: (id: string, field: string) => `prize-${id}-${field}`,
  prizeClaim: (id: string) => `prize-${id}-claim`,
  claimSheet: 'prize-claim-sheet',
  claimConfirm: 'prize-claim-confirm',
  claimCancel: 'prize-claim-cancel',
} as const;
