import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/*
 * A list's place per history entry, kept while the tab is open: its filters (search, tags…) and
 * how far the window was scrolled. Back (in-app or the browser's) lands on the same entry and
 * finds them; a fresh visit is a new entry and starts afresh at the top.
 */

interface Places {
  states: Map<string, unknown>;
  scrolls: Map<string, number>;
}

/** Places live as long as the query cache holding the lists' pages (one per app, or per test). */
const placesByClient = new WeakMap<QueryClient, Places>();

function usePlaces(): Places {
  const client = useQueryClient();
  let places = placesByClient.get(client);
  if (!places) {
    places = { states: new Map(), scrolls: new Map() };
    placesByClient.set(client, places);
  }
  return places;
}

/**
 * The history entry the screen shows: part of a list's query key, so a fresh visit loads from
 * page 1 while Back finds the pages it had loaded (kept by the query's gcTime).
 */
export function useVisitKey(): string {
  return useLocation().key;
}

/** `useState` remembered per history entry under `name`: Back restores the last value. */
export function usePlaceState<T>(name: string, initial: T): [T, (value: T) => void] {
  const { states } = usePlaces();
  const id = `${useLocation().key}:${name}`;
  const read = (): T => (states.has(id) ? (states.get(id) as T) : initial);
  const [entry, setEntry] = useState(() => ({ id, value: read() }));
  const set = (value: T) => {
    states.set(id, value);
    setEntry({ id, value });
  };
  // Another entry of the same screen (a link to the page shown): its own value.
  if (entry.id !== id) {
    const next = { id, value: read() };
    setEntry(next);
    return [next.value, set];
  }
  return [entry.value, set];
}

/**
 * Keeps the window's scroll position of this history entry. Back to it restores the position
 * once `ready` (the cached pages rendered again); any other arrival starts at the top.
 */
export function useListScroll(ready: boolean): void {
  const { scrolls } = usePlaces();
  const { key } = useLocation();
  const returning = useNavigationType() === 'POP' && scrolls.has(key);
  const placedFor = useRef<string | null>(null);

  useLayoutEffect(() => {
    if (placedFor.current === key || (returning && !ready)) return;
    placedFor.current = key;
    window.scrollTo({ top: returning ? (scrolls.get(key) ?? 0) : 0 });
  }, [key, ready, returning, scrolls]);

  // A layout effect: its listener goes before the next screen replaces the list (and its scroll).
  useLayoutEffect(() => {
    const remember = () => {
      if (placedFor.current === key) scrolls.set(key, window.scrollY);
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key, scrolls]);
}

/** How long a list's loaded pages outlive their screen, for Back to find them. */
export const LIST_PLACE_GC_TIME_MS = 10 * 60 * 1000;
