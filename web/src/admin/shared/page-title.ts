import { useEffect } from 'react';

/** Sets the tab title of a console screen ("Articles | CryptoLekh Admin"). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | CryptoLekh Admin`;
  }, [title]);
}
