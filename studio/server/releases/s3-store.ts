// The object store of a production deployment: an S3-compatible bucket (AWS S3, Alibaba OSS, Tencent COS,
// MinIO…) that a CDN serves at /official-pages/. Requests are signed with AWS Signature V4 (aws4fetch) and
// name the bucket in the path, which every S3-compatible service accepts.
import { AwsClient } from 'aws4fetch';
import type { ObjectStore } from './object-store';

export interface S3StoreOptions {
  /** The service's address, e.g. https://s3.cn-north-1.amazonaws.com.cn or http://127.0.0.1:9000. */
  endpoint: string;
  bucket: string;
  /** Part of the signature; S3-compatible services that have no regions accept us-east-1. */
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Keys are written under this prefix (e.g. "official-pages/"), so one bucket may serve several sites. */
  prefix?: string;
}

/** A failed request to the bucket, with what it answered (never the credentials). */
export class ObjectStoreError extends Error {}

export function s3Store({ endpoint, bucket, region, accessKeyId, secretAccessKey, prefix = '' }: S3StoreOptions): ObjectStore {
  const client = new AwsClient({ accessKeyId, secretAccessKey, region, service: 's3' });
  const base = `${endpoint.replace(/\/+$/, '')}/${encodeURIComponent(bucket)}/`;
  const urlOf = (key: string) => {
    if (key.split('/').some((segment) => segment === '..' || segment === '')) throw new Error(`object key "${key}" leaves the store`);
    return base + `${prefix}${key}`.split('/').map(encodeURIComponent).join('/');
  };
  const errorCode = async (response: Response) => /<Code>([^<]+)<\/Code>/.exec(await response.text())?.[1];
  const fail = (action: string, key: string, status: number, code: string | undefined): never => {
    throw new ObjectStoreError(`object store: ${action} ${key} answered ${status}${code ? ` ${code}` : ''}`);
  };
  const getBytes = async (key: string): Promise<Buffer | undefined> => {
    const response = await client.fetch(urlOf(key));
    if (response.ok) return Buffer.from(await response.arrayBuffer());
    const code = await errorCode(response);
    // Only a missing object is "nothing stored": a missing bucket is a misconfiguration, not an empty store.
    return response.status === 404 && (code === undefined || code === 'NoSuchKey') ? undefined : fail('GET', key, response.status, code);
  };
  return {
    async put(key, body, meta) {
      // S3 writes an object whole: a reader sees the old text or the new one.
      const response = await client.fetch(urlOf(key), {
        method: 'PUT', body: typeof body === 'string' ? body : new Uint8Array(body),
        headers: { 'Content-Type': meta.contentType, 'Cache-Control': meta.cacheControl },
      });
      if (!response.ok) fail('PUT', key, response.status, await errorCode(response));
    },
    get: async (key) => (await getBytes(key))?.toString('utf8'),
    getBytes,
  };
}
