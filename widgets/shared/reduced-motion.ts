/**
 * Whether the customer asked their device for less motion: what would move by itself (a carousel sliding
 * on, a notice scrolling past) stays still instead.
 */
export const prefersReducedMotion = (): boolean => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
