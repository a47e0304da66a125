import { Button } from '@arco-design/web-react';
import type { GateRefusal } from '../../api-client/types';

const FIELD_NAMES: Record<string, string> = { validFrom: '上线时间', validTo: '下线时间', activityCode: '关联活动', '/': '整个页面' };

/** The gates' refusals, each with the field it is about and why; one inside the page can be shown in the editor. */
export function RefusalList({ refusals, onReveal }: { refusals: readonly GateRefusal[]; onReveal(field: string): void }) {
  return (
    <ul className="console-refusals">
      {refusals.map((refusal, index) => (
        <li key={`${refusal.field}:${index}`}>
          <code className="console-refusals__field">{FIELD_NAMES[refusal.field] ?? refusal.field}</code>
          {/* The field is named beside it: the gates' own prefix (the JSON pointer) would say it twice. */}
          <span className="console-refusals__message">{refusal.message.replace(/^\/[^：\s]*：/, '')}</span>
          {refusal.field.startsWith('/') && refusal.field !== '/' && <Button size="mini" type="text" onClick={() => onReveal(refusal.field)}>在编辑器中定位</Button>}
        </li>
      ))}
    </ul>
  );
}
