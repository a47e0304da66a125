/** A neutral open-box drawing, so an empty state (the empty widget, a source with no data) needs no asset to look finished. */
export function EmptyIllustration({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 96 72" aria-hidden="true">
      <ellipse cx="48" cy="64" rx="36" ry="5" fill="#f2f3f5" />
      <path d="M20 30l28-10 28 10v26a4 4 0 0 1-4 4H24a4 4 0 0 1-4-4z" fill="#e5e6eb" />
      <path d="M20 30l28 10 28-10" fill="none" stroke="#c9cdd4" strokeWidth="2" strokeLinejoin="round" />
      <path d="M48 40v20" stroke="#c9cdd4" strokeWidth="2" />
      <path d="M20 30l-6 9 28 10 6-9zM76 30l6 9-28 10-6-9z" fill="#f2f3f5" stroke="#c9cdd4" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}
