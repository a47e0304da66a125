/** Where the page runs, read from the user agent alone. */
export interface Environment {
  /** Inside the WeChat browser (MicroMessenger), including WeChat Work and mini-program web views. */
  wechat: boolean;
  wechatWork: boolean;
  miniProgram: boolean;
  ios: boolean;
  android: boolean;
}

export function detectEnvironment(userAgent: string): Environment {
  const wechat = /MicroMessenger/i.test(userAgent);
  return {
    wechat,
    wechatWork: wechat && /wxwork/i.test(userAgent),
    miniProgram: wechat && /miniProgram/i.test(userAgent),
    ios: /iPhone|iPad|iPod/i.test(userAgent),
    android: /Android/i.test(userAgent),
  };
}

/**
 * Whether the customer asked their device for less motion: what would move by itself (a carousel sliding
 * on, a notice scrolling past) stays still instead.
 */
export const prefersReducedMotion = (): boolean => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
