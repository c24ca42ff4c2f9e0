import { endpoints, type PublicationClickBody } from '@app/contract';
import { callApi } from '../lib/call-api.ts';

/** Only files and videos whose name contains this are logged (spec 01 §5). */
const LOGGED_NAME_PART = 'summary';

/** True when a click on a file or video of this name is logged. */
export function isLoggedName(name: string): boolean {
  return name.toLowerCase().includes(LOGGED_NAME_PART);
}

type ClickKind = 'file' | 'video' | 'audio';

const ENDPOINTS = {
  file: endpoints.logClickFile,
  video: endpoints.logClickVideo,
  audio: endpoints.logClickAudio,
} as const;

/** Sends a click event and forgets it: never awaited, never throws, never shows an error. */
export function logClick(kind: ClickKind, body: PublicationClickBody): void {
  callApi(ENDPOINTS[kind], { body, handleErrors: false }).catch(() => {
    // Logging must never break the page.
  });
}

/** Logs a click on a file or a video when its name contains 'summary'. */
export function logNamedClick(
  kind: 'file' | 'video',
  name: string,
  body: PublicationClickBody,
): void {
  if (isLoggedName(name)) logClick(kind, body);
}
