import autocannon from 'autocannon';

/** Figures of one load run. */
export interface LoadFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Answers other than 2xx by status, e.g. '404×12'; '' when none. */
  otherStatuses: string;
}

/** One request's path and body (undefined for a GET). */
export interface NextRequest {
  path: string;
  body?: string;
}

export interface LoadOptions {
  port: number;
  /** The next request; called per request so ids can vary. */
  next: () => NextRequest;
  /** Default GET. */
  method?: 'GET' | 'POST';
  contentType?: string;
  token: string | null;
  seconds: number;
  connections: number;
}

/** Loads 127.0.0.1:port with autocannon and returns its figures. */
export async function runLoad(options: LoadOptions): Promise<LoadFigures> {
  const result = await autocannon({
    url: `http://127.0.0.1:${options.port}`,
    connections: options.connections,
    duration: options.seconds,
    headers: {
      ...(options.token === null ? {} : { authorization: `Bearer ${options.token}` }),
      ...(options.contentType === undefined ? {} : { 'content-type': options.contentType }),
    },
    requests: [
      {
        method: options.method ?? 'GET',
        setupRequest: (request) => {
          const { path, body } = options.next();
          return body === undefined ? { ...request, path } : { ...request, path, body };
        },
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    otherStatuses: Object.entries(result.statusCodeStats ?? {})
      .filter(([status]) => !status.startsWith('2'))
      .map(([status, stats]) => `${status}×${stats.count ?? 0}`)
      .join(' '),
  };
}
