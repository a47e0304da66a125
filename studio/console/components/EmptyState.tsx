import { Empty } from '@arco-design/web-react';
import type { ReactNode } from 'react';

/** Nothing to show, said plainly, with what to do next. */
export function EmptyState({ title, description, action }: { title: string; description?: ReactNode; action?: ReactNode }) {
  return (
    <Empty
      className="console-empty"
      description={(
        <div className="console-empty__text">
          <strong>{title}</strong>
          {description && <span>{description}</span>}
          {action}
        </div>
      )}
    />
  );
}
