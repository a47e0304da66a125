import { useEffect, useRef, type ReactNode } from 'react';
import { keepFocusInside } from '../../runtime/react/keep-focus';
import { OverlayHeadings } from './heading';

interface DialogFrameProps {
  /** Id of the element naming the dialog (its title), or the name itself when it shows none. */
  labelledBy?: string;
  label?: string;
  className?: string;
  /** Closes the dialog: Escape asks for it. */
  onClose: () => void;
  children: ReactNode;
}

/**
 * A sheet's content as a modal dialog: named, focused when it opens (so a screen reader starts reading it),
 * keeping the keyboard inside while open, closed by Escape, and handing focus back to what opened it when
 * it closes. Mounted only while open (arco mounts sheets on enter and unmounts them on exit).
 */
export function DialogFrame({ labelledBy, label, className, onClose, children }: DialogFrameProps) {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    frame.current?.focus({ preventScroll: true });
    return () => opener?.focus({ preventScroll: true });
  }, []);
  return (
    <div
      ref={frame}
      className={className}
      role="dialog"
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        } else if (event.key === 'Tab') keepFocusInside(event.currentTarget, event);
      }}
    >
      <OverlayHeadings>{children}</OverlayHeadings>
    </div>
  );
}
