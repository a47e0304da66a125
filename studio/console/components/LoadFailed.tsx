import { Button, Result } from '@arco-design/web-react';

/** What could not be loaded, and a way to try again. */
export function LoadFailed({ message, onRetry, title = '加载失败' }: { message: string; onRetry(): void; title?: string }) {
  return (
    <div className="console-load-failed" role="alert">
      <Result status="error" title={title} subTitle={message} extra={<Button type="primary" onClick={onRetry}>重新加载</Button>} />
    </div>
  );
}
