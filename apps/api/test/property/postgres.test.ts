// The whole-ledger property test on PostgreSQL (suite.ts), when TEST_DATABASE_URL names one.
import { describe, it } from 'vitest';
import { databases } from '../helpers/databases';
import { propertySuite } from './suite';

const postgres = databases().find((d) => d.name === 'postgres');
if (postgres) propertySuite(postgres);
else
  describe.skip('the whole ledger under random steps on postgres (TEST_DATABASE_URL unset)', () =>
    it('runs'));
