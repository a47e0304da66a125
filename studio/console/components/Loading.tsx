import { Spin } from '@arco-design/web-react';

/** A screen or panel whose data is on its way. */
export function Loading({ tip = '加载中…' }: { tip?: string }) {
  return <div className="console-loading" role="status"><Spin tip={tip} /></div>;
}
