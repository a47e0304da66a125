/** A random id for this browser, used as the visitor id. */
export function newVisitorId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The X-Remote-Client value: base64 of the JSON {appId, system, visitorId, anonymousId}.
 * No analytics id exists in this browser app, so the anonymous id is the visitor id.
 */
export function encodeRemoteClient(appId: number, visitorId: string): string {
  const json = JSON.stringify({ appId, system: 'H5', visitorId, anonymousId: visitorId });
  return btoa(String.fromCharCode(...new TextEncoder().encode(json)));
}
