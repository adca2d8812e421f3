import { createContext, useContext } from 'react';

/**
 * What a page tells the server while the server renders it: its document title and the status the
 * HTML answers with (the 404 page says so). The server's render entry provides one per request; in the
 * browser there is none, so nothing is recorded and nothing differs between the two renders.
 */
export type PageHead = {
  setTitle(title: string): void;
  setStatus(status: number): void;
};

export const PageHeadContext = createContext<PageHead | null>(null);

export function usePageHead(): PageHead | null {
  return useContext(PageHeadContext);
}
