import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

export interface MemoryBudgetOptions {
  /** The resident memory above which the JavaScript heap is collected. */
  budgetBytes: number;
  /** How often the resident memory is read, in ms. */
  checkEveryMs: number;
  /**
   * How much the heap's live-and-dead objects must have grown since the last collection this
   * watcher asked for, before it asks again: when what stays resident is not the heap's (the
   * collection could give nothing back), it does not collect over and over.
   */
  heapGrowthBytes: number;
  /** Defaults: the process's own figures and V8's full collection. */
  residentBytes?: () => number;
  heapUsedBytes?: () => number;
  collect?: () => void;
}

export interface MemoryBudget {
  stop(): void;
}

/**
 * Keeps a process near a memory budget by asking V8 for a full collection once its resident
 * memory passes `budgetBytes`. V8 sizes its heap for throughput: under a steady load of cheap
 * requests it lets garbage pile up to about twice the live objects before it collects, which is
 * the difference between a server on the embedded database staying within its budget and not
 * (README, "The embedded database's memory").
 */
export function keepMemoryUnder(options: MemoryBudgetOptions): MemoryBudget {
  const residentBytes = options.residentBytes ?? (() => process.memoryUsage.rss());
  const heapUsedBytes = options.heapUsedBytes ?? (() => getHeapStatistics().used_heap_size);
  const collect = options.collect ?? fullCollection();
  let usedAfterCollection = 0;
  const timer = setInterval(() => {
    if (residentBytes() <= options.budgetBytes) return;
    if (heapUsedBytes() < usedAfterCollection + options.heapGrowthBytes) return;
    collect();
    usedAfterCollection = heapUsedBytes();
  }, options.checkEveryMs);
  // The watcher never holds the process open on its own.
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/**
 * V8's full collection, which Node offers only to processes started with `--expose-gc`: the
 * flag, set at run time, exposes `gc` to contexts created after it.
 */
function fullCollection(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}
