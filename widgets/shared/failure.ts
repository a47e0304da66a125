// A failure a widget tells beside itself: what failed, then why in the service client's words
// (docs/product.md, Errors). That reason already says what to do next (…请检查网络后重试, …请您稍后重试), so
// nothing is added after it: a second 请重试 would only repeat it.

/** Why a call failed, as the service client worded it. */
export const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** What failed and why: `签名上传失败：网络连接失败，请检查网络后重试`. */
export const failedBecause = (what: string, error: unknown): string => `${what}：${reasonOf(error)}`;
