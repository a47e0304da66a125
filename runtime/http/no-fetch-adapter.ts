/**
 * What axios's adapter list is built with in place of its fetch adapter (scripts/vite-plugin-stand-ins.ts):
 * the portal's client asks for XMLHttpRequest by name (runtime/http/client.ts), which every browser it
 * serves has, so the fetch adapter and the stream, signal and multipart helpers only it uses are never run.
 * `false` is axios's word for an adapter the environment does not support: asked for by name, it fails
 * saying so instead of sending some other way.
 */
export const getFetch = (): false => false;
