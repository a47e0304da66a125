import app from '../../pages-config/app.json';

/** App constants (pages-config/app.json), read by expressions as `app.*`. */
export const appConfig: Readonly<Record<string, unknown>> & typeof app = app;

/** What expressions read as `app`: the constants, and whether the portal runs inside WeChat (WeChat Pay is offered only there). */
export const appScope = (inWechat: boolean): Readonly<Record<string, unknown>> => ({ ...appConfig, inWechat });
