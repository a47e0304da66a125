import { useEffect, useRef, type ReactNode } from 'react';
import { OverlayHeadings } from './heading';

interface DialogFrameProps {
  /** Id of the element naming the dialog (its title), or the name itself when it shows none. */
  labelledBy?: string;
  label?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A sheet's content as a modal dialog for assistive technology: named, focused when it opens (so a
 * screen reader starts reading it) and handing focus back to what opened it when it closes. Mounted
 * only while open (arco mounts sheets on enter and unmounts them on exit).
 */
export function DialogFrame({ labelledBy, label, className, children }: DialogFrameProps) {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    frame.current?.focus({ preventScroll: true });
    return () => opener?.focus({ preventScroll: true });
  }, []);
  return (
    <div ref={frame} className={className} role="dialog" aria-modal="true" aria-labelledby={labelledBy} aria-label={labelledBy ? undefined : label} tabIndex={-1}>
      <OverlayHeadings>{children}</OverlayHeadings>
    </div>
  );
}
