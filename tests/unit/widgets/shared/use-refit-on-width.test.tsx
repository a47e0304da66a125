import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { useRef, useState } from 'react';
import { useRefitOnWidth } from '../../../../widgets/shared/useRefitOnWidth';

/** A ResizeObserver the test drives: the DOM environment lays nothing out. */
class FakeResizeObserver {
  static all: FakeResizeObserver[] = [];
  observed: Element[] = [];
  constructor(private readonly callback: () => void) { FakeResizeObserver.all.push(this); }
  observe(target: Element) { this.observed.push(target); }
  disconnect() { this.observed = []; }
  unobserve() {}
  static resize(target: HTMLElement, width: number) {
    Object.defineProperty(target, 'clientWidth', { value: width, configurable: true });
    for (const observer of FakeResizeObserver.all) if (observer.observed.includes(target)) observer.callback();
  }
}

function Bar({ refit, shown }: { refit: () => void; shown: boolean }) {
  const bar = useRef<HTMLDivElement>(null);
  useRefitOnWidth(() => bar.current, refit);
  return shown ? <div ref={bar} data-testid="bar" /> : null;
}

describe('useRefitOnWidth', () => {
  beforeEach(() => { FakeResizeObserver.all = []; vi.stubGlobal('ResizeObserver', FakeResizeObserver); });
  afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

  it('refits when the width changes (a tablet turned), not when only the height does', () => {
    const refit = vi.fn();
    const { getByTestId } = render(<Bar refit={refit} shown />);
    const bar = getByTestId('bar');
    act(() => FakeResizeObserver.resize(bar, 0));
    expect(refit).not.toHaveBeenCalled();
    act(() => FakeResizeObserver.resize(bar, 768));
    act(() => FakeResizeObserver.resize(bar, 768));
    expect(refit).toHaveBeenCalledTimes(1);
  });

  it('follows an element that appears after the first render, and lets go of it once unmounted', () => {
    const refit = vi.fn();
    function Later() {
      const [shown, setShown] = useState(false);
      return <><button onClick={() => setShown(true)}>show</button><Bar refit={refit} shown={shown} /></>;
    }
    const { getByText, getByTestId, unmount } = render(<Later />);
    act(() => getByText('show').click());
    const bar = getByTestId('bar');
    act(() => FakeResizeObserver.resize(bar, 1280));
    expect(refit).toHaveBeenCalledTimes(1);
    unmount();
    act(() => FakeResizeObserver.resize(bar, 375));
    expect(refit).toHaveBeenCalledTimes(1);
  });

  it('calls the refit of the latest render, not of the render that began observing', () => {
    const first = vi.fn();
    const latest = vi.fn();
    const { getByTestId, rerender } = render(<Bar refit={first} shown />);
    rerender(<Bar refit={latest} shown />);
    act(() => FakeResizeObserver.resize(getByTestId('bar'), 768));
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledTimes(1);
  });
});
