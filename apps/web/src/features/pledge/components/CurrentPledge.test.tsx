/**
 * The staking screen's current (flexible) pledge against a local HTTP server: the stake call
 * with its Idempotency-Key, a lost answer, a refusal, and unstaking.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requestsTo, setupApiPage } from '@/testing/api-page';
import { fail } from '@/testing/api-server';
import { PLEDGE_TEST_IDS } from '../test-ids';
import { apiRoute, freshPage, staking } from '../testing/fixtures';
import {
  confirmSheet,
  openPledge,
  submit,
  text,
  toastMessages,
  type,
} from '../testing/pledge-page';

const server = setupApiPage(apiRoute, freshPage);

describe('current pledge', () => {
  it('confirm -> stake {amount} with an Idempotency-Key -> success toast, figures read again', async () => {
    await openPledge();
    type('20');
    submit();
    const sheet = await confirmSheet();
    expect(sheet.getByText('0.3% per day')).toBeTruthy();
    expect(requestsTo(server, '/api/v2/pledge/current/stake')).toHaveLength(0);
    fireEvent.click(sheet.getByTestId(PLEDGE_TEST_IDS.confirm));
    await waitFor(() => expect(toastMessages()).toContain('Staking successful'));
    const [stake] = requestsTo(server, '/api/v2/pledge/current/stake');
    expect(stake?.body).toEqual({ amount: '20' });
    expect(stake?.headers['idempotency-key']).toMatch(/^[\x21-\x7e]{1,100}$/);
    await waitFor(() => expect(text(PLEDGE_TEST_IDS.flexibleFigure('principal'))).toBe('20X'));
    await waitFor(() => expect(text(PLEDGE_TEST_IDS.balance)).toBe('Available: 80 X'));
  });

  it('a lost answer: confirming again sends the same Idempotency-Key', async () => {
    staking.overrides['/api/v2/pledge/current/stake'] = [{ status: 502, text: 'bad gateway' }];
    await openPledge();
    type('20');
    submit();
    const sheet = await confirmSheet();
    fireEvent.click(sheet.getByTestId(PLEDGE_TEST_IDS.confirm));
    await waitFor(() => expect(toastMessages()).toContain('Request failed with http code 502'));
    await waitFor(() =>
      expect(sheet.getByTestId(PLEDGE_TEST_IDS.confirm).hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(sheet.getByTestId(PLEDGE_TEST_IDS.confirm));
    await waitFor(() => expect(toastMessages()).toContain('Staking successful'));
    const keys = requestsTo(server, '/api/v2/pledge/current/stake').map(
      (r) => r.headers['idempotency-key'],
    );
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it("a refusal shows the server's message and keeps the sheet for another try", async () => {
    staking.overrides['/api/v2/pledge/current/stake'] = [
      fail(2101, 'Staking amount cannot be less than 10 X'),
    ];
    await openPledge();
    type('20');
    submit();
    const sheet = await confirmSheet();
    fireEvent.click(sheet.getByTestId(PLEDGE_TEST_IDS.confirm));
    await waitFor(() =>
      expect(toastMessages()).toContain('Staking amount cannot be less than 10 X'),
    );
    expect(screen.getByTestId(PLEDGE_TEST_IDS.confirmSheet)).toBeTruthy();
  });

  it('unstake: to the turbine, at most the principal', async () => {
    staking.info.flexible.principal = '30';
    await openPledge();
    fireEvent.click(screen.getByTestId(PLEDGE_TEST_IDS.unstake));
    const sheet = within(await screen.findByTestId(PLEDGE_TEST_IDS.unstakeSheet));
    expect(sheet.getByText(/goes to your turbine/)).toBeTruthy();
    fireEvent.click(sheet.getByTestId(PLEDGE_TEST_IDS.unstakeSubmit));
    expect(sheet.getByTestId(PLEDGE_TEST_IDS.unstakeError).textContent).toBe('Enter amount');
    fireEvent.change(sheet.getByTestId(PLEDGE_TEST_IDS.unstakeInput), { target: { value: '31' } });
    expect(sheet.getByTestId(PLEDGE_TEST_IDS.unstakeError).textContent).toBe(
      'Insufficient balance',
    );
    fireEvent.click(sheet.getByTestId(PLEDGE_TEST_IDS.unstakeMax));
    expect(sheet.getByTestId(PLEDGE_TEST_IDS.unstakeSubmit).textContent).toBe('Unstake 30 X');
    fireEvent.click(sheet.getByTestId(PLEDGE_TEST_IDS.unstakeSubmit));
    await waitFor(() => expect(toastMessages()).toContain('Unstake successful'));
    const [unstake] = requestsTo(server, '/api/v2/pledge/current/unstake');
    expect(unstake?.body).toEqual({ amount: '30' });
    expect(unstake?.headers['idempotency-key']).toBeTruthy();
    // Nothing left to unstake: the action goes away with the principal.
    await waitFor(() => expect(screen.queryByTestId(PLEDGE_TEST_IDS.unstake)).toBeNull());
  });
});
