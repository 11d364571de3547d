/**
 * How the bundle is cut into files. Each file a first visit needs costs a request, and on a
 * phone's network (Lighthouse's slow 4G: 150 ms a round trip, six connections) a page in thirty
 * small chunks waited longer for its requests than for its bytes. Left to itself the bundler
 * makes a chunk for every distinct set of pages sharing a module, so these groups gather:
 */
import type { Rolldown } from 'vite';

type Group = NonNullable<
  Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>['groups']
>[number];

/** Page modules and languages stay chunks of their own: a visit loads one of each. */
const OWN_CHUNK = /\/(pages\/[^/]+|HomePage)\.tsx$|\/locales\//;

/**
 * Home's shared modules (Amount, the formatters, the navigation lists it shares with the side
 * menu) stay out of the kit, so home (the first page most visits open) loads a few KB and not
 * the staking screens' kit.
 */
const HOME_SHARED = /\/components\/ui\/Amount\/|\/features\/layout\/nav\.ts$|\/lib\/format\.ts$/;

/**
 * Shared, but loaded only when asked for (the wallet sheet, the QR code, a chart's drawing): in
 * the kit they would ride along with every page, and bring their imports (mipd, the QR encoder,
 * uPlot) with them.
 */
const ON_DEMAND =
  /\/components\/ui\/(QrCode\/|Chart\/ChartCanvas)|\/features\/session\/(wallet-choice|page-url)\.ts$/;

/**
 * The app's shared building blocks. Not the staking screens' shared parts: in the kit they rode
 * along with every page (~1.6 KB gzip), and they group with the pages that use them anyway.
 */
const KIT = /\/src\/(components|lib|styles|features\/(layout|session))\/|\/@tanstack\//;

/**
 * The two bond screens' shared parts (components/bond): in the kit they rode along with every
 * page (~1 KB gzip); left out, they form one chunk the two bond pages share.
 */
const BOND_KIT = /\/src\/components\/bond\//;

export const CHUNK_GROUPS: Group[] = [
  // The shell: everything the entry loads, in one file instead of five. Not the boot script,
  // which must stay tiny and run first (route-preload.ts).
  { name: 'shell', tags: ['$initial'], test: (id) => !id.includes('/src/boot/'), priority: 3 },
  // How figures are shown: the decimal math, the formatters and Amount, which every money
  // screen needs, home included: one ~2.5 KB file rather than four requests.
  {
    name: 'money',
    test: /\/packages\/shared\/src\/(math|amount)\.ts$|\/components\/ui\/Amount\/|\/lib\/format\.ts$/,
    priority: 2,
  },
  // The kit: UI components, lib and TanStack's observers that several pages share, one ~9 KB
  // file instead of twenty; a page loads some of it it does not need.
  // Its imports (Amount, the formatters, the decimal math) stay in their own chunks.
  {
    name: 'kit',
    test: (id) =>
      KIT.test(id) &&
      !BOND_KIT.test(id) &&
      !OWN_CHUNK.test(id) &&
      !HOME_SHARED.test(id) &&
      !ON_DEMAND.test(id),
    minShareCount: 2,
    priority: 1,
    includeDependenciesRecursively: false,
  },
];
