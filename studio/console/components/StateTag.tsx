import { Tag } from '@arco-design/web-react';
import { STATE_COLOURS, STATE_LABELS, type State } from '../workflow/labels';

/** A page's state as a coloured tag, in the workflow's words. */
export function StateTag({ state }: { state: State }) {
  return <Tag className={`console-state console-state--${state}`} color={STATE_COLOURS[state]} bordered>{STATE_LABELS[state]}</Tag>;
}
