import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type CollectFunction,
} from 'prom-client';

/**
 * The process's Prometheus metrics, served by GET /metrics. One registry per process: every app
 * built in it (tests build many) counts into the same series, as a real server has one app.
 */
export const registry = new Registry();

// Process CPU, memory, handles and event-loop lag (nodejs_eventloop_lag_* from a 10 ms monitor).
collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });

/** Duration of answered requests by route pattern (not the raw URL) and status class. */
export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Duration of HTTP requests by route pattern, method and status class',
  labelNames: ['method', 'route', 'status_class'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/** Schedule items handled by this process's worker, by outcome (done, skipped, failed). */
export const schedulerItems = new Counter({
  name: 'scheduler_items_total',
  help: 'Schedule items handled by this process, by outcome',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

/** Push messages handled by this process's worker, by outcome (sent, retried, gone, dropped). */
export const pushMessages = new Counter({
  name: 'push_messages_total',
  help: 'Push messages handled by this process, by outcome',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

/** Notices written by one new-publication fan-out. */
export const fanOutSize = new Histogram({
  name: 'np_fanout_notices',
  help: 'Notices written by one new-publication fan-out or part of one (50,000 users)',
  buckets: [0, 10, 100, 1000, 10_000, 50_000, 100_000, 500_000],
  registers: [registry],
});

/** Duration of one new-publication fan-out. */
export const fanOutDuration = new Histogram({
  name: 'np_fanout_duration_seconds',
  help: 'Duration of one new-publication fan-out or part of one (50,000 users)',
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10],
  registers: [registry],
});

/** Files written to the media storage, by kind (comment_image, editor_image, editor_document, …). */
export const uploadsStored = new Counter({
  name: 'uploads_stored_total',
  help: 'Files written to the media storage, by kind',
  labelNames: ['kind'] as const,
  registers: [registry],
});

/** Bytes written to the media storage, by kind. */
export const uploadBytesStored = new Counter({
  name: 'upload_bytes_stored_total',
  help: 'Bytes written to the media storage, by kind',
  labelNames: ['kind'] as const,
  registers: [registry],
});

/** Readings taken at scrape time from the open database (pool) and the schedule. */
export interface ScrapeSources {
  /** Connections checked out / callers waiting for one; undefined for PGlite (one connection). */
  pool?: () => { inUse: number; waiting: number };
  /** Seconds since the oldest still-pending due schedule item was due (0: none due). */
  schedulerLagSeconds?: () => Promise<number>;
  /** Publications whose details this process keeps (shared-details-store.ts). */
  publicationDetailsKept?: () => number;
}

let sources: ScrapeSources = {};

/** Points the scrape-time gauges at this process's database; the last call wins. */
export function setScrapeSources(next: ScrapeSources): void {
  sources = next;
}

function gauge(name: string, help: string, collect: CollectFunction<Gauge>): Gauge {
  return new Gauge({ name, help, registers: [registry], collect });
}

gauge('db_pool_connections_in_use', 'PostgreSQL connections checked out of the pool', function () {
  if (sources.pool) this.set(sources.pool().inUse);
});
gauge('db_pool_waiting', 'Callers waiting for a PostgreSQL connection', function () {
  if (sources.pool) this.set(sources.pool().waiting);
});
gauge(
  'publication_details_kept',
  'Publications whose details (and answer templates) this process keeps',
  function () {
    if (sources.publicationDetailsKept) this.set(sources.publicationDetailsKept());
  },
);
gauge(
  'scheduler_lag_seconds',
  'Age of the oldest due schedule item not applied yet (0: none due)',
  async function () {
    const read = sources.schedulerLagSeconds;
    if (!read) return;
    // A scrape must answer while the database is down: the gauge keeps its last reading.
    const seconds = await read().catch(() => undefined);
    if (seconds !== undefined) this.set(seconds);
  },
);
