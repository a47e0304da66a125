/**
 * What axios's default export is built with as `HttpStatusCode` and `CancelToken`
 * (scripts/vite-plugin-stand-ins.ts): the portal tells an answer's status by its number and cancels a
 * request with an AbortSignal, so it reads neither (tests/unit/scripts/axios-unused.test.ts keeps it so).
 */
export default {};
