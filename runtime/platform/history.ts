/** What the browser's history says about the portal's own entries in this tab. */

/**
 * How many portal entries lie behind the current one: react-router numbers the entries it creates from 0
 * (`idx` in history.state), so a page opened from a shared link or a push message is at 0.
 */
export function portalHistoryDepth(): number {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : 0;
}
