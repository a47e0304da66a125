import { Tooltip } from '@arco-design/web-react';
import type { ReactElement } from 'react';

/**
 * A disabled button with the reason it is unavailable. A disabled button takes neither pointer nor focus,
 * so a wrapper that does stands for it: a disabled button to assistive technology, named with the reason,
 * which also shows on hover and focus. The drawn button is only its picture.
 */
export function UnavailableButton({ label, reason, children }: { label: string; reason: string; children: ReactElement }) {
  return (
    <Tooltip content={reason}>
      <span className="console-unavailable" role="button" aria-disabled="true" tabIndex={0} aria-label={`${label}（不可用：${reason}）`}>
        <span aria-hidden="true">{children}</span>
      </span>
    </Tooltip>
  );
}
