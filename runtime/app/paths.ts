/** The in-app paths the portal's flows lead to. */
export const PATHS = {
  home: '/',
  login: '/login',
  changeAccount: '/change-account',
  settingsPassword: '/me/settings-password',
} as const;
