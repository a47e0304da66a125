import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../../studio/console/api-client/api-error';
import { studioApi } from '../../../../../studio/console/api-client/studio-api';
import type { PageDetail } from '../../../../../studio/console/api-client/types';
import { EditHistory } from '../../../../../studio/console/visual/model/history';
import { VisualTab } from '../../../../../studio/console/visual/VisualTab';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the visual editor without its catalogue', () => {
  it('says in Chinese that the catalogue did not load, points to the JSON tab, and tries again', async () => {
    const catalogue = vi.spyOn(studioApi, 'catalogue').mockRejectedValue(new ApiError(500, '组件目录暂时无法生成'));
    const text = '{ "route": { "path": "/x" }, "body": [] }';
    render(
      <VisualTab
        page={{ id: 1, kind: 'info', activityCode: null } as PageDetail} text={text} schedule={{}} onText={() => undefined} onSchedule={() => undefined}
        check={{ checking: false }} history={new EditHistory(text)}
      />,
    );
    expect(await screen.findByText('组件目录加载失败')).toBeTruthy();
    expect(screen.getByText(/组件目录暂时无法生成；可视化编辑需要组件目录，也可以先在“JSON”标签中编辑/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    await vi.waitFor(() => expect(catalogue).toHaveBeenCalledTimes(2));
  });
});
