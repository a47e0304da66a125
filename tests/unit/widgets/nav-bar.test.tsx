import { fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import NavBar from '../../../widgets/nav-bar/NavBar';
import { PageContext, type PageRuntime } from '../../../runtime/react/context';
import { renderWidget } from './render-widget';

describe('nav-bar', () => {
  afterEach(() => vi.restoreAllMocks());

  it('runs the node\'s onBack action when it has one', () => {
    const historyBack = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const { getByRole, emit } = renderWidget(NavBar, { title: '我的保单' }, { handles: ['back'] });
    fireEvent.click(getByRole('button', { name: '返回' }));
    expect(emit).toHaveBeenCalledWith('back');
    expect(historyBack).not.toHaveBeenCalled();
  });

  it('goes back in history when the node has no onBack', () => {
    const historyBack = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const { getByRole, emit } = renderWidget(NavBar, { title: '我的保单' });
    fireEvent.click(getByRole('button', { name: '返回' }));
    expect(historyBack).toHaveBeenCalledTimes(1);
    expect(emit).not.toHaveBeenCalled();
  });

  it('hides the back arrow when showBack is false', () => {
    const { queryByRole, getByText } = renderWidget(NavBar, { title: '首页', showBack: false });
    expect(getByText('首页')).toBeTruthy();
    expect(queryByRole('button', { name: '返回' })).toBeNull();
  });

  it('shows the route\'s title when the node has none', () => {
    const { getByText } = render(
      <PageContext.Provider value={{ title: '我的银行卡' } as PageRuntime}>
        <NavBar props={{}} emit={vi.fn()} disabled={false} slot={() => null} handles={() => false} />
      </PageContext.Provider>,
    );
    expect(getByText('我的银行卡')).toBeTruthy();
  });
});
