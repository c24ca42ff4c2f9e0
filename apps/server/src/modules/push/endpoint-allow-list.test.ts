import { describe, expect, it } from 'vitest';
import { isAllowedEndpoint } from './endpoint-allow-list.ts';
import { BROWSER_PUSH_SERVICES } from './push-config.ts';

const production = { allowedOrigins: BROWSER_PUSH_SERVICES, allowLoopback: false };
const development = { ...production, allowLoopback: true };

describe('isAllowedEndpoint', () => {
  it("accepts the browsers' push services", () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAA',
      'https://web.push.apple.com/QGuQ',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    ]) {
      expect(isAllowedEndpoint(endpoint, production), endpoint).toBe(true);
    }
  });

  it('refuses other hosts, plain http, look-alikes, credentials and ports on suffixes', () => {
    for (const endpoint of [
      'https://evil.example/push',
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/x',
      'https://notify.windows.com.evil.example/x',
      'https://user:pass@fcm.googleapis.com/x',
      'https://wns2.notify.windows.com:8443/x',
      'https://169.254.169.254/latest/meta-data',
      'not a url',
    ]) {
      expect(isAllowedEndpoint(endpoint, development), endpoint).toBe(false);
    }
  });

  it('accepts loopback only outside production', () => {
    for (const endpoint of [
      'http://127.0.0.1:4567/push/a',
      'http://localhost/p',
      'http://[::1]:80/x',
    ]) {
      expect(isAllowedEndpoint(endpoint, development), endpoint).toBe(true);
      expect(isAllowedEndpoint(endpoint, production), endpoint).toBe(false);
    }
  });

  it('takes PUSH_ALLOWED_ORIGINS instead of the defaults', () => {
    const own = { allowedOrigins: ['https://push.example.org'], allowLoopback: false };
    expect(isAllowedEndpoint('https://push.example.org/s/1', own)).toBe(true);
    expect(isAllowedEndpoint('https://fcm.googleapis.com/fcm/send/a', own)).toBe(false);
  });
});
