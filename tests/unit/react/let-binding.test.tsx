import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactWidgetSpec, WidgetProps } from '../../../runtime/react/types';
import { renderPage } from './render-page';

const Label = ({ props, emit }: WidgetProps<{ text: string }>) => <p onClick={() => void emit('click')}>{props.text}</p>;
const Box = ({ children }: WidgetProps) => <section>{children}</section>;
const widgets: ReactWidgetSpec[] = [
  { type: 'label', schema: async () => ({ default: {} }), events: ['click'], load: async () => ({ default: Label as never }) },
  { type: 'box', schema: async () => ({ default: {} }), load: async () => ({ default: Box as never }) },
];
const policies = [{ policyNo: 'P1', name: '鸿福年金' }, { policyNo: 'P2', name: '安康终身寿' }];

afterEach(cleanup);

describe('a record named with let', () => {
  it('is read by the node, its children and their actions, follows the state it is found by, and hides the node when there is none', async () => {
    await renderPage({
      state: { policyNo: 'P2', picked: '' },
      data: { policies: { static: policies } },
      body: [
        {
          type: 'box',
          let: { policy: "{{ data.policies | find('policyNo', state.policyNo) }}", title: "{{ '保单：' + policy.name }}" },
          visibleWhen: '{{ policy != null }}',
          children: [
            { type: 'label', props: { text: '{{ title }}' }, onClick: { action: 'setState', values: { picked: '{{ policy.policyNo }}' } } },
          ],
        },
        { type: 'label', props: { text: '已选择 {{ state.picked }}' } },
        { type: 'label', props: { text: '换一张' }, onClick: { action: 'setState', values: { policyNo: "{{ state.policyNo == 'P1' ? 'none' : 'P1' }}" } } },
      ],
    }, widgets);
    fireEvent.click(screen.getByText('保单：安康终身寿'));
    await waitFor(() => expect(screen.getByText('已选择 P2')).toBeTruthy());
    fireEvent.click(screen.getByText('换一张'));
    await waitFor(() => expect(screen.getByText('保单：鸿福年金')).toBeTruthy());
    fireEvent.click(screen.getByText('换一张'));
    await waitFor(() => expect(screen.queryByText(/^保单：/)).toBeNull());
  });

  it('is not read outside the node that names it', async () => {
    await renderPage({
      data: { policies: { static: policies } },
      body: [
        { type: 'box', let: { policy: "{{ data.policies | find('policyNo', 'P1') }}" }, children: [{ type: 'label', props: { text: '内：{{ policy.name }}' } }] },
        { type: 'label', props: { text: '外：{{ policy.name }}' } },
      ],
    }, widgets);
    expect(screen.getByText('内：鸿福年金')).toBeTruthy();
    expect(screen.getByText('外：')).toBeTruthy();
  });
});
