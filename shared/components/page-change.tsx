/**
 * What the browser does in the commit that shows a page, before it paints (client/entry.tsx
 * provides it: the full stylesheets a navigation loaded apply there, client/deferred-styles.ts).
 * Nothing on the server.
 */
import { createContext, useContext, useLayoutEffect } from "react";

export const PageChangeContext = createContext<(() => void) | undefined>(undefined);

export function usePageChange(page: unknown): void {
  const onChange = useContext(PageChangeContext);
  useLayoutEffect(() => onChange?.(), [onChange, page]);
}
