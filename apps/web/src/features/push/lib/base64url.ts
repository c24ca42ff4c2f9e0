/**
 * The bytes of a base64url text (RFC 4648 §5, padded or not): the VAPID public key as
 * `pushManager.subscribe` wants it. Throws on text that is not base64url.
 */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const unpadded = text.replace(/=+$/, '');
  if (!/^[A-Za-z0-9_-]*$/.test(unpadded) || unpadded.length % 4 === 1) {
    throw new Error('Not base64url text');
  }
  const base64 = unpadded.replaceAll('-', '+').replaceAll('_', '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}
