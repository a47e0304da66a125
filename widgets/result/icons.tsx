import type { ReactNode } from 'react';
import type { ResultProps } from '../../schemas/generated/widgets';

// One glyph per status, drawn white on a filled circle in the status colour (currentColor).
const GLYPHS: Record<ResultProps['status'], ReactNode> = {
  success: <path d="M14.5 24.5l6.5 6.5 12.5-13" />,
  error: <path d="M17 17l14 14M31 17L17 31" />,
  warning: <path d="M24 13.5v13M24 33.5v0.5" />,
  waiting: <path d="M24 14v10.5l7 4" />,
};

export function StatusIcon({ status }: { status: ResultProps['status'] }) {
  return (
    <svg className="w-result__icon" viewBox="0 0 48 48" aria-hidden="true">
      <circle cx="24" cy="24" r="22" fill="currentColor" />
      <g fill="none" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round">{GLYPHS[status]}</g>
    </svg>
  );
}
