// A JS-SDK style signature (sha1 of ticket, nonce, timestamp and url), as the messaging-app expects.
import { createHash, randomBytes } from 'node:crypto';

const SANDBOX_APP_ID = 'wx8d3f2a1b6c4e5f70';

export function wechatSignature(encodedUrl: string) {
  const url = decodeURIComponent(encodedUrl).replace(/#.*$/, '');
  const timestamp = Math.floor(Date.now() / 1000);
  const nonce = randomBytes(8).toString('hex');
  const signature = createHash('sha1').update(`jsapi_ticket=sandbox-ticket&noncestr=${nonce}&timestamp=${timestamp}&url=${url}`).digest('hex');
  return { appid: SANDBOX_APP_ID, timestamp, nonce, signature };
}
