import { useId } from 'react';
import { ICONS, type IconName } from './icons';

/** A named entry icon as inline SVG (no data URI): the gradient frame with the icon's glyph. Decorative. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  // Each icon needs its own gradient id (ids are global to the document), usable in url(#…).
  const gradient = `icon${useId().replace(/[^\w-]/g, '')}`;
  const { path, colors } = ICONS[name];
  return (
    <svg className={className} viewBox="0 0 48 48" aria-hidden="true" focusable="false" data-icon={name}>
      <defs>
        <linearGradient id={gradient} x2="1" y2="1">
          <stop stopColor={colors[0]} />
          <stop offset="1" stopColor={colors[1]} />
        </linearGradient>
      </defs>
      <rect width="48" height="48" rx="15" fill={`url(#${gradient})`} />
      <path d={path} transform="translate(12 12)" fill="none" stroke="#fff" strokeWidth="1.9" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
