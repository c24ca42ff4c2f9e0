import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

/** The application server's VAPID identity (RFC 8292). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** A `mailto:` or `https:` contact the push services may use. */
  subject: string;
}

export interface PushConfig {
  vapid: VapidKeys;
  /** Origins (`https://host`) or host suffixes (`*.notify.windows.com`) of the push services. */
  allowedOrigins: string[];
  /** Loopback endpoints (a local push service in tests and demos): never in production. */
  allowLoopback: boolean;
}

/** The push services of Chrome, Edge, Firefox and Safari. */
export const BROWSER_PUSH_SERVICES = [
  'https://fcm.googleapis.com',
  'https://android.googleapis.com',
  'https://updates.push.services.mozilla.com',
  'https://web.push.apple.com',
  '*.notify.windows.com',
];

const VAPID_FILE = 'vapid.json';
const DEMO_SUBJECT = 'mailto:push@localhost';

/** What reading the push settings fails with: the caller words it as its configuration error. */
export class PushConfigError extends Error {}

/**
 * VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY / VAPID_SUBJECT (all three required in production;
 * otherwise generated once into DATA_DIR/vapid.json) and PUSH_ALLOWED_ORIGINS (comma-separated,
 * replacing the browsers' push services).
 */
export function readPushConfig(
  env: Record<string, string | undefined>,
  { production, dataDir }: { production: boolean; dataDir: string },
): PushConfig {
  const allowedOrigins = env.PUSH_ALLOWED_ORIGINS
    ? env.PUSH_ALLOWED_ORIGINS.split(',')
        .map((origin) => origin.trim())
        .filter(Boolean)
    : BROWSER_PUSH_SERVICES;
  return { vapid: readVapid(env, production, dataDir), allowedOrigins, allowLoopback: !production };
}

function readVapid(
  env: Record<string, string | undefined>,
  production: boolean,
  dataDir: string,
): VapidKeys {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
  const subject = env.VAPID_SUBJECT;
  if (publicKey && privateKey) {
    if (production && !subject) {
      throw new PushConfigError('VAPID_SUBJECT must be set under NODE_ENV=production.');
    }
    const keys = { publicKey, privateKey, subject: subject ?? DEMO_SUBJECT };
    checkVapid(keys);
    return keys;
  }
  if (production) {
    throw new PushConfigError(
      'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT must be set under NODE_ENV=production (npx web-push generate-vapid-keys).',
    );
  }
  return { ...readOrCreateStoredKeys(dataDir), subject: subject ?? DEMO_SUBJECT };
}

/** web-push's own checks of the key lengths and the subject, as a configuration error. */
function checkVapid(keys: VapidKeys): void {
  try {
    webpush.setVapidDetails(keys.subject, keys.publicKey, keys.privateKey);
  } catch (error) {
    throw new PushConfigError(
      `VAPID settings are invalid: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

function readOrCreateStoredKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, VAPID_FILE);
  if (existsSync(file)) {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    if (typeof parsed.publicKey === 'string' && typeof parsed.privateKey === 'string') {
      return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
    }
    throw new PushConfigError(`${file} is not a valid VAPID key file: delete it to generate one.`);
  }
  const keys = webpush.generateVAPIDKeys();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(keys, null, 2), { mode: 0o600 });
  return keys;
}
