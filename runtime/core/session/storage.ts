/** Storage keys of the session (docs/product.md, Sessions). customerId lives in session storage, the rest in local storage. */
export const STORAGE_KEYS = {
  user: 'official:user',
  loginData: 'official:loginData',
  openId: 'official:openId',
  unionId: 'official:unionId',
  accountInfoFlag: 'official:accountInfoFlag',
  visitorMode: 'official:visitorMode',
  elderlyMode: 'official:elderlyMode',
  customerId: 'official:customerId',
} as const;
