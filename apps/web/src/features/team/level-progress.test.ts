// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { nextLevelNeeds } from './level-progress';

const LEVELS = [
  { level: 1, smallRegion: '10000', directs: 3, rateBps: 500 },
  { level: 2, smallRegion: '50000', directs: 3, rateBps: 1000 },
];

describe('what the next level needs', () => {
  it('says the valid directs and the small region still missing', () => {
    expect(nextLevelNeeds({ level: 0, validDirects: 1, smallRegion: '2500.5' }, LEVELS)).toEqual({
      level: 1,
      directs: 2,
      smallRegion: '7499.5',
    });
  });

  it('says nothing is missing of what is already enough', () => {
    expect(nextLevelNeeds({ level: 1, validDirects: 5, smallRegion: '60000' }, LEVELS)).toEqual({
      level: 2,
      directs: 0,
      smallRegion: '0',
    });
  });

  it('has nothing above the top level', () => {
    expect(nextLevelNeeds({ level: 2, validDirects: 9, smallRegion: '1' }, LEVELS)).toBeNull();
  });
});
