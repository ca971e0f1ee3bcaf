import { useEffect, useState } from 'react';
import { whenSettled } from './yield-to-main';

/**
 * True once the page has settled (`whenSettled`: a few seconds after its load event, in idle
 * time): what a screen can show later (a launcher, a dialog that is not due yet) loads then, not
 * with the first screen.
 */
export function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let mounted = true;
    void whenSettled().then(() => {
      if (mounted) setSettled(true);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return settled;
}
