import app from '../../pages-config/app.json';

/** App constants (pages-config/app.json), read by expressions as `app.*`. */
export const appConfig: Readonly<Record<string, unknown>> & typeof app = app;
