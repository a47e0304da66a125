/** The in-app paths the portal's flows lead to. */
export const PATHS = {
  home: '/',
  login: '/login',
  cpsInvalid: '/cps-invalid',
  changeAccount: '/change-account',
  settingsPassword: '/me/settings-password',
} as const;
