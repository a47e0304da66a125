/** Where the portal is served (Vite's `base` without its trailing slash). */
export const BASE_PATH = '/official';

/** The in-app paths the portal's flows lead to. */
export const PATHS = {
  home: '/',
  login: '/login',
  cpsInvalid: '/cps-invalid',
  changeAccount: '/change-account',
  settingsPassword: '/me/settings-password',
} as const;
