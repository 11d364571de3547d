import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HashRouter, Link, navigate, parseHash, useLocation, useSearchParams } from './hash-router';

function Where() {
  const { pathname, search } = useLocation();
  const [params, setParams] = useSearchParams();
  return (
    <>
      <output data-testid="where">{`${pathname}|${search}|${params.get('tab') ?? ''}`}</output>
      <button type="button" onClick={() => setParams({ tab: 'b' }, { replace: true })}>
        tab
      </button>
      <Link to="/pages/swap/index?x=1">swap</Link>
    </>
  );
}

const where = () => screen.getByTestId('where').textContent;

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('the hash router', () => {
  it('reads the route from the hash: path before `?`, home when empty', () => {
    expect(parseHash('')).toEqual({ pathname: '/', search: '' });
    expect(parseHash('#/pages/team/index?tab=a')).toEqual({
      pathname: '/pages/team/index',
      search: '?tab=a',
    });
  });

  it('a link navigates in place, adding an entry; the query setter keeps the path', async () => {
    window.history.replaceState(null, '', '/#/pages/record/index?tab=a');
    render(
      <HashRouter>
        <Where />
      </HashRouter>,
    );
    expect(where()).toBe('/pages/record/index|?tab=a|a');
    const link = screen.getByRole('link', { name: 'swap' });
    expect(link.getAttribute('href')).toBe('#/pages/swap/index?x=1');
    const entries = window.history.length;
    await act(async () => {
      fireEvent.click(link);
    });
    expect(window.location.hash).toBe('#/pages/swap/index?x=1');
    expect(window.history.length).toBe(entries + 1);
    expect(where()).toBe('/pages/swap/index|?x=1|');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'tab' }));
    });
    expect(window.location.hash).toBe('#/pages/swap/index?tab=b');
    expect(window.history.length).toBe(entries + 1);
    await act(async () => navigate('/'));
    expect(where()).toBe('/||');
  });

  it('a modified click is left to the browser (a new tab)', async () => {
    render(
      <HashRouter>
        <Where />
      </HashRouter>,
    );
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    await act(async () => {
      screen.getByRole('link', { name: 'swap' }).dispatchEvent(click);
    });
    expect(where()).toBe('/||');
  });
});
