/** The records screens against a local HTTP server: paging, filters, loading and empty states. */

import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RECORD_TYPE_LABELS } from '@xbond/shared/values/record-labels';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/App';
import { PATHS } from '@/config/paths';
import { startApiServer, type TestApiServer } from '@/testing/api-server';
import { en } from '@/testing/messages';
import { TEST_IDS } from '@/testing/test-ids';
import { ASSETS_TEST_IDS } from '../test-ids';
import { apiRoute, chainWallet, freshPage, ledger, record, requestsTo } from '../testing/fixtures';

let server: TestApiServer;

beforeAll(async () => {
  server = await startApiServer(apiRoute);
});
afterAll(() => server.close());
beforeEach(() => {
  freshPage(server);
  window.ethereum = chainWallet();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  window.ethereum = undefined;
  window.location.hash = '';
  vi.restoreAllMocks();
});

function renderAt(path: string) {
  window.location.hash = `#${path}`;
  return render(<App />);
}

const items = () => screen.queryAllByTestId(ASSETS_TEST_IDS.recordItem);
const query = (n: number) =>
  new URL(requestsTo(server, '/api/v2/user/financial_detail')[n]?.url ?? '', 'http://x')
    .searchParams;

describe('records (/pages/asset/detail)', () => {
  it('skeletons while loading, then entries: type, asset, signed amount with symbol, time, status', async () => {
    ledger.records = [
      record(2, {
        type: 'withdraw',
        asset: 'USDD',
        amount: '-1234.5',
        status: 'pending',
        time: '2025-03-04T05:06:07.000Z',
      }),
      record(1, { type: 'deposit', asset: 'X', amount: '100' }),
    ];
    ledger.overrides['/api/v2/user/financial_detail'] = [
      {
        ...apiRoute({
          method: 'GET',
          url: '/api/v2/user/financial_detail',
          headers: {},
          body: undefined,
        }),
        delayMs: 150,
      },
    ];
    renderAt(PATHS.assetDetail);
    expect(await screen.findByTestId(ASSETS_TEST_IDS.recordsSkeleton)).toBeTruthy();
    await waitFor(() => expect(items()).toHaveLength(2));
    const [first, second] = items();
    expect(within(first as HTMLElement).getByText('Withdrawal')).toBeTruthy();
    expect(first?.textContent).toContain('-1,234.5USDD');
    expect(first?.textContent).toContain(en.records.statuses.pending);
    const local = new Date('2025-03-04T05:06:07.000Z');
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(first?.textContent).toContain(
      `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())} ${pad(local.getHours())}:06:07`,
    );
    expect(second?.textContent).toContain('+100X');
    expect(second?.textContent).toContain('Deposit');
    expect(screen.getByTestId(ASSETS_TEST_IDS.recordsCount).textContent).toBe('2 of 2');
    expect(screen.queryByTestId(ASSETS_TEST_IDS.recordsLoadMore)).toBeNull();
  });

  it('a withdrawal refunded after its voucher expired reads so; its refund entry beside it', async () => {
    ledger.records = [
      record(3, { type: 'withdraw_refund', amount: '20', status: 'completed' }),
      record(2, { type: 'withdraw', amount: '-20', status: 'refunded' }),
    ];
    renderAt(PATHS.assetDetail);
    await waitFor(() => expect(items()).toHaveLength(2));
    const [refund, withdrawal] = items();
    expect(withdrawal?.textContent).toContain(RECORD_TYPE_LABELS.withdraw.en);
    expect(withdrawal?.textContent).toContain(en.records.statuses.expiredRefunded);
    expect(refund?.textContent).toContain(RECORD_TYPE_LABELS.withdraw_refund.en);
    expect(refund?.textContent).toContain(en.records.statuses.completed);
  });

  it('each amount and its unit are one unbreakable element', async () => {
    ledger.records = [record(1, { amount: '1385213.562373' })];
    renderAt(PATHS.assetDetail);
    await waitFor(() => expect(items()).toHaveLength(1));
    const amount = items()[0]?.querySelector('.record__amount .amount');
    expect(amount?.textContent).toBe('+1,385,213.562373X');
    expect(amount?.querySelector('.amount__unit')?.textContent).toBe('X');
  });

  it('pages with load more until every entry is shown', async () => {
    ledger.records = Array.from({ length: 45 }, (_, i) => record(45 - i));
    renderAt(PATHS.assetDetail);
    await waitFor(() => expect(items()).toHaveLength(20));
    expect(query(0).get('page')).toBe('1');
    expect(query(0).get('pageSize')).toBe('20');
    fireEvent.click(screen.getByTestId(ASSETS_TEST_IDS.recordsLoadMore));
    await waitFor(() => expect(items()).toHaveLength(40));
    expect(query(1).get('page')).toBe('2');
    fireEvent.click(screen.getByTestId(ASSETS_TEST_IDS.recordsLoadMore));
    await waitFor(() => expect(items()).toHaveLength(45));
    expect(screen.getByTestId(ASSETS_TEST_IDS.recordsCount).textContent).toBe('45 of 45');
    expect(screen.queryByTestId(ASSETS_TEST_IDS.recordsLoadMore)).toBeNull();
  });

  /** The asset options come from the token list, which may arrive after the records. */
  const assetOptionsLoaded = () =>
    waitFor(() =>
      expect(
        (screen.getByTestId(ASSETS_TEST_IDS.recordsFilterAsset) as HTMLSelectElement).options
          .length,
      ).toBeGreaterThan(1),
    );

  it('filters by asset and type, in the request and the URL', async () => {
    ledger.records = [
      record(3, { asset: 'TNB', type: 'withdraw', amount: '-10' }),
      record(2, { asset: 'TNB' }),
      record(1, { asset: 'X' }),
    ];
    renderAt(PATHS.assetDetail);
    await waitFor(() => expect(items()).toHaveLength(3));
    await assetOptionsLoaded();
    fireEvent.change(screen.getByTestId(ASSETS_TEST_IDS.recordsFilterAsset), {
      target: { value: 'TNB' },
    });
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(window.location.hash).toBe('#/pages/asset/detail?asset=TNB');
    fireEvent.change(screen.getByTestId(ASSETS_TEST_IDS.recordsFilterType), {
      target: { value: 'withdraw' },
    });
    await waitFor(() => expect(items()).toHaveLength(1));
    const last = requestsTo(server, '/api/v2/user/financial_detail').length - 1;
    expect(query(last).get('asset')).toBe('TNB');
    expect(query(last).get('type')).toBe('withdraw');
    expect(window.location.hash).toBe('#/pages/asset/detail?asset=TNB&type=withdraw');
  });

  it('the URL filters apply on arrival (the asset card links here)', async () => {
    ledger.records = [record(2, { asset: 'TNB' }), record(1, { asset: 'X' })];
    renderAt(`${PATHS.assetDetail}?asset=X`);
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(query(0).get('asset')).toBe('X');
    await assetOptionsLoaded();
    expect(
      (screen.getByTestId(ASSETS_TEST_IDS.recordsFilterAsset) as HTMLSelectElement).value,
    ).toBe('X');
  });

  it('Export CSV downloads the filtered records with the bearer header, the token not in the URL', async () => {
    ledger.records = [record(1, { asset: 'X' })];
    const saved = vi.fn((_blob: Blob) => 'blob:records');
    URL.createObjectURL = saved as typeof URL.createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const file = '\uFEFFTime (UTC),Type,Account,Asset,Amount,Balance after,Reference\n';
    ledger.overrides['/api/v2/user/financial_detail/export'] = [{ text: file, delayMs: 100 }];
    renderAt(`${PATHS.assetDetail}?asset=X&account=available`);
    await waitFor(() => expect(items()).toHaveLength(1));
    const button = screen.getByTestId(TEST_IDS.recordsExport) as HTMLButtonElement;
    expect(button.textContent).toBe(en.records.exportCsv);
    fireEvent.click(button);
    await waitFor(() => expect(button.disabled).toBe(true));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(button.disabled).toBe(false));
    // The file as the server sent it, byte for byte: the BOM included.
    const bytes = new Uint8Array((await saved.mock.calls[0]?.[0].arrayBuffer()) ?? []);
    expect(Array.from(bytes)).toEqual(Array.from(new TextEncoder().encode(file)));
    const [sent] = requestsTo(server, '/api/v2/user/financial_detail/export');
    const params = new URL(sent?.url ?? '', 'http://x').searchParams;
    expect([params.get('asset'), params.get('account')]).toEqual(['X', 'available']);
    expect(sent?.headers.authorization).toMatch(/^Bearer /);
    expect(sent?.url).not.toContain(sent?.headers.authorization?.slice(7) ?? 'no token');
  });

  it("empty: 'No data available' and what to do next", async () => {
    renderAt(PATHS.assetDetail);
    const empty = await screen.findByTestId(ASSETS_TEST_IDS.recordsEmpty);
    expect(empty.textContent).toContain(en.common.noData);
    expect(empty.textContent).toContain(en.records.emptyHint);
    expect(within(empty).getByText(en.records.goToAssets).getAttribute('href')).toBe(
      `#${PATHS.asset}`,
    );
  });

  it('empty with filters says to try other filters', async () => {
    renderAt(`${PATHS.assetDetail}?type=withdraw_refund`);
    const empty = await screen.findByTestId(ASSETS_TEST_IDS.recordsEmpty);
    expect(empty.textContent).toContain(en.records.emptyFilteredHint);
  });

  it('a failed load says so and can retry', async () => {
    ledger.overrides['/api/v2/user/financial_detail'] = [
      { status: 500, text: 'x' },
      { status: 500, text: 'x' },
    ];
    ledger.records = [record(1)];
    renderAt(PATHS.assetDetail);
    const error = await screen.findByTestId(ASSETS_TEST_IDS.recordsError);
    fireEvent.click(within(error).getByRole('button'));
    await waitFor(() => expect(items()).toHaveLength(1));
  });

  it('not signed in: the connect prompt, no request', async () => {
    freshPage(server, false);
    renderAt(PATHS.assetDetail);
    expect(await screen.findByTestId(ASSETS_TEST_IDS.assetsConnect)).toBeTruthy();
    expect(requestsTo(server, '/api/v2/user/financial_detail')).toHaveLength(0);
  });
});

describe('TNB assets (/pages/TNBAssets/TNBAssets)', () => {
  it("TNB's balances and actions, and its records only", async () => {
    ledger.records = [record(1, { asset: 'TNB', amount: '7' })];
    renderAt(PATHS.tnbAssets);
    expect(await screen.findByTestId(ASSETS_TEST_IDS.assetCard('TNB'))).toBeTruthy();
    expect(screen.queryByTestId(ASSETS_TEST_IDS.assetCard('X'))).toBeNull();
    expect(screen.getByTestId(ASSETS_TEST_IDS.assetAvailable('TNB')).textContent).toBe('50TNB');
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(query(0).get('asset')).toBe('TNB');
    expect(screen.queryByTestId(ASSETS_TEST_IDS.recordsFilterAsset)).toBeNull();
    expect(screen.getByTestId(ASSETS_TEST_IDS.recordsFilterType)).toBeTruthy();
  });

  it('no records yet: the empty state offers a TNB deposit', async () => {
    renderAt(PATHS.tnbAssets);
    const empty = await screen.findByTestId(ASSETS_TEST_IDS.recordsEmpty);
    fireEvent.click(within(empty).getByText('Deposit TNB'));
    expect(await screen.findByTestId(ASSETS_TEST_IDS.amountInput)).toBeTruthy();
  });
});
