import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type Blocker } from 'react-router';

/** Screens the app itself sends the user to (a failed token, no access): never held back. */
const FORCED_PATHS = new Set(['/token_error/', '/access_error/']);

export interface LeaveGuard {
  /** `blocked` while the stay/leave question is open. */
  blocker: Blocker;
  /** Lets the next navigation through (the form has just been saved). */
  release: () => void;
}

/**
 * Holds back every way out of a changed form: in-app links, Back and the browser's back button
 * (the caller asks stay/leave through `blocker`), reload and closing the tab (the browser's own
 * question). `beforeLeave` runs first on every way out, the app's forced redirects included.
 */
export function useLeaveGuard(dirty: boolean, beforeLeave: () => void): LeaveGuard {
  const guarding = useRef(dirty);
  const released = useRef(false);
  useEffect(() => {
    guarding.current = dirty;
  }, [dirty]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (!guarding.current || released.current || currentLocation.pathname === nextLocation.pathname)
      return false;
    beforeLeave();
    return !FORCED_PATHS.has(nextLocation.pathname);
  });

  useEffect(() => {
    if (!dirty) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      beforeLeave();
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [dirty, beforeLeave]);

  const release = useCallback(() => {
    released.current = true;
  }, []);

  return { blocker, release };
}
