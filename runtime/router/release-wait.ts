/** How long a built-in page that a published version may replace waits for the release before it shows as built (measured by `npm run bench -- --only release`). */
export const RELEASE_WAIT_MS = 150;
