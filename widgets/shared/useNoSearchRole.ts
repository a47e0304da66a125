import { useEffect, type RefObject } from 'react';

/**
 * arco gives every input's box role="search", making each form field a search landmark; a field is no
 * such thing. Removes the role once the input is mounted (React does not set it again).
 */
export function useNoSearchRole(input: RefObject<{ dom: HTMLElement | null } | null>): void {
  useEffect(() => {
    input.current?.dom?.removeAttribute('role');
  }, [input]);
}
