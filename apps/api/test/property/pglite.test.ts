// The whole-ledger property test on embedded PGlite (suite.ts).
import { databases } from '../helpers/databases';
import { propertySuite } from './suite';

const pglite = databases().find((d) => d.name === 'pglite');
if (!pglite) throw new Error('PGlite is always among the test databases');
propertySuite(pglite);
