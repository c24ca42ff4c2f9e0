import { PROGRESS_BUCKETS, PROGRESS_PAGE_SIZE, type ProgressClient } from '@app/contract';

/** Percentage points each bucket of a histogram spans (10: 0–9 %, 10–19 %, …). */
export const BUCKET_WIDTH = 100 / PROGRESS_BUCKETS;

/** The range of bucket `index` in percent: 0–9, 10–19, …, 90–100 (the last one holds 100 %). */
export function bucketRange(index: number): { from: number; to: number } {
  const from = index * BUCKET_WIDTH;
  return { from, to: index === PROGRESS_BUCKETS - 1 ? 100 : from + BUCKET_WIDTH - 1 };
}

/** A bucket as its axis and table name it: '0–9%', …, '90–100%' (figures, the same in every language). */
export function bucketLabel(index: number): string {
  const { from, to } = bucketRange(index);
  return `${from}–${to}%`;
}

/** A whole percentage as the programme screen writes it: '45%'. */
export function formatPercent(value: number): string {
  return `${value}%`;
}

/** Exactly PROGRESS_BUCKETS counts, in bucket order: a missing bucket counts 0. */
export function bucketCounts(histogram: readonly number[]): number[] {
  return Array.from({ length: PROGRESS_BUCKETS }, (_bucket, index) => histogram[index] ?? 0);
}

/** How many clients a histogram counts. */
export function histogramTotal(counts: readonly number[]): number {
  return counts.reduce((sum, count) => sum + count, 0);
}

/** A bucket's share of the clients in whole percent; 0 when there are no clients. */
export function shareOf(count: number, total: number): number {
  return total > 0 ? Math.round((count / total) * 100) : 0;
}

/** A percentage as a bar shows it: a whole number from 0 to 100. */
export function clampPercent(value: number): number {
  return Number.isFinite(value) ? Math.min(100, Math.max(0, Math.round(value))) : 0;
}

/** The pages of a client list of `count` clients: at least one, even when it is empty. */
export function pageCount(count: number): number {
  return Math.max(1, Math.ceil(count / PROGRESS_PAGE_SIZE));
}

/** 'Имя Фамилия' of a client; '' when both are blank. */
export function clientName(client: Pick<ProgressClient, 'first_name' | 'last_name'>): string {
  return `${client.first_name} ${client.last_name}`.trim();
}
