/** Joins the class names that apply: cx('w-a', on && 'w-a--on'). */
export const cx = (...names: Array<string | false | null | undefined>): string => names.filter(Boolean).join(' ');
