/** The console's name beside the insurer's mark: the header's and the login's. */
export function Brand({ large = false }: { large?: boolean }) {
  return (
    <div className={`console-brand${large ? ' console-brand--large' : ''}`}>
      <svg className="console-brand__mark" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#165dff" />
        <path d="M16 6 25 10v6.5c0 5.2-3.7 8.6-9 9.5-5.3-.9-9-4.3-9-9.5V10z" fill="#fff" opacity=".95" />
        <path d="m11.5 16.2 3.2 3.2 6-6.2" fill="none" stroke="#165dff" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="console-brand__company">鸿泰人寿</span>
      <span className="console-brand__divider" aria-hidden="true" />
      <span className="console-brand__product">运营发布台</span>
    </div>
  );
}
