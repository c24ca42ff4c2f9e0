import { useCallback, useState } from 'react';

/** Which top-level comments have their replies open: a set of their pks. */
export function useOpenThreads() {
  const [openThreads, setOpenThreads] = useState<ReadonlySet<number>>(new Set());

  const setThreadOpen = useCallback((pk: number, open: boolean) => {
    setOpenThreads((current) => {
      if (current.has(pk) === open) return current;
      const next = new Set(current);
      if (open) next.add(pk);
      else next.delete(pk);
      return next;
    });
  }, []);
  const openThread = useCallback((pk: number) => setThreadOpen(pk, true), [setThreadOpen]);

  return { openThreads, setThreadOpen, openThread };
}
