import type { SystemInfo } from '@xbond/shared/api/common';
import { gt, sub, toPlain } from '@xbond/shared/math';

type Levels = NonNullable<SystemInfo['team']>['levels'];

export interface NextLevel {
  level: number;
  /** Valid direct referrals still missing (0: enough). */
  directs: number;
  /** Small-region performance still missing, decimal X ('0': enough). */
  smallRegion: string;
}

/**
 * What the user lacks for the level above theirs, from the settled figures and the level
 * table (TEAM_LEVELS); null at the top level.
 */
export function nextLevelNeeds(
  info: { level: number; validDirects: number; smallRegion: string },
  levels: Levels,
): NextLevel | null {
  const next = levels.find((l) => l.level === info.level + 1);
  if (!next) return null;
  const region = sub(next.smallRegion, info.smallRegion);
  return {
    level: next.level,
    directs: Math.max(0, next.directs - info.validDirects),
    smallRegion: gt(region, 0) ? toPlain(region) : '0',
  };
}
