import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import KeyValue from '../../../widgets/key-value/KeyValue';
import Tabs from '../../../widgets/tabs/Tabs';
import { renderWidget } from './render-widget';

describe('key-value', () => {
  it('links phone numbers but never bound javascript: URLs', () => {
    const { getByText } = renderWidget(KeyValue, {
      items: [
        { label: '客服热线', value: '400-820-9555', href: 'tel:400-820-9555' },
        { label: '官网', value: '点我', href: 'javascript:alert(1)' },
      ],
    });
    expect(getByText('400-820-9555').closest('a')?.getAttribute('href')).toBe('tel:400-820-9555');
    expect(getByText('点我').closest('a')).toBeNull();
  });
});

describe('tabs', () => {
  it('emits change with the key and position of the tapped tab and shows it selected', async () => {
    const tabs = [{ title: '有效保单', key: 'active' }, { title: '失效保单', key: 'lapsed' }];
    const { getByRole, emit } = renderWidget(Tabs, { tabs, active: 'active' }, { handles: ['change'] });
    expect(getByRole('tab', { name: '有效保单' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(getByRole('tab', { name: '失效保单' }));
    expect(emit).toHaveBeenCalledWith('change', { key: 'lapsed', index: 1 });
    expect(getByRole('tab', { name: '失效保单' }).getAttribute('aria-selected')).toBe('true');
    expect(getByRole('tablist')).toBeTruthy();
    // arco measures the tab bar on a timer after mounting: let it run while the test's window still exists.
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
});
