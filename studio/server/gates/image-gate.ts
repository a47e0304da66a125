// Every picture a version names exists and is fit for a phone: a missing banner shows customers a grey
// 图片加载失败 box, and a heavy one costs them data. A picture is a prop the widget's schema marks
// `contentMediaType: image/*`, or the share card's image; one written as an expression is the page's data.
import { readFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { imageSize } from 'image-size';
import { projectRoot } from '../../../scripts/lib/page-files';
import type { JsonSchema } from '../../../runtime/core/registry/widgets';
import { assetKey } from '../assets/image-assets';
import { IMAGE_MAX_BYTES, IMAGE_MAX_SIDE } from '../assets/image-rules';
import type { ObjectStore } from '../releases/object-store';
import type { Gate, GateRefusal } from './gate';

const PORTAL_IMAGES = '/official/';
const FETCH_TIMEOUT_MS = 8000;

export interface ImageGateOptions {
  /** The widgets' props schemas by type (the running build's). */
  widgetSchemas: () => Promise<ReadonlyMap<string, JsonSchema>>;
  /** Where the portal's own pictures are (/official/images/… is public/images/…). */
  publicDir?: string;
  /** Where pictures staff uploaded are kept (/official-pages/assets/…); without it, such an address is refused. */
  store?: Pick<ObjectStore, 'getBytes'>;
  fetch?: typeof globalThis.fetch;
}

const isImage = (schema: any) => typeof schema?.contentMediaType === 'string' && schema.contentMediaType.startsWith('image/');

/** The literal picture addresses of a value, walked beside its schema. */
function picturesIn(value: unknown, schema: any, pointer: string, found: Array<{ pointer: string; address: string }>): void {
  if (!schema || value === null || value === undefined) return;
  if (typeof value === 'string') {
    if (isImage(schema) && !value.includes('{{')) found.push({ pointer, address: value.trim() });
  } else if (Array.isArray(value)) value.forEach((item, index) => picturesIn(item, schema.items, `${pointer}/${index}`, found));
  else if (typeof value === 'object') for (const [key, item] of Object.entries(value)) picturesIn(item, schema.properties?.[key], `${pointer}/${key}`, found);
}

/** The widget nodes of a page and their pointers (slots and children included). */
function eachNode(value: unknown, pointer: string, visit: (node: { type: string; props?: unknown }, pointer: string) => void): void {
  if (Array.isArray(value)) value.forEach((item, index) => eachNode(item, `${pointer}/${index}`, visit));
  else if (value && typeof value === 'object') {
    const node = value as Record<string, unknown>;
    if (typeof node.type === 'string') visit(node as { type: string; props?: unknown }, pointer);
    for (const [key, item] of Object.entries(node)) if (key !== 'props') eachNode(item, `${pointer}/${key}`, visit);
  }
}

export function imageGate({ widgetSchemas, publicDir = join(projectRoot, 'public'), store, fetch = globalThis.fetch }: ImageGateOptions): Gate {
  /** The picture's bytes, or why there are none. */
  async function load(address: string): Promise<Buffer | string> {
    const key = assetKey(address);
    if (key) return (await store?.getBytes(key)) ?? '不在已上传的图片中：请重新上传';
    if (address.startsWith(PORTAL_IMAGES)) {
      const file = normalize(join(publicDir, address.slice(PORTAL_IMAGES.length)));
      if (!file.startsWith(publicDir + sep)) return '不在门户的图片目录中';
      return readFile(file).catch(() => '门户中没有这张图片');
    }
    // An address off the allowlist, or over http, is the address gate's to refuse.
    if (!/^https:\/\//i.test(address)) return address.startsWith('data:') ? '不能把图片内嵌在页面中（data: 地址），请上传后使用图片地址' : '须为上传的图片、门户自带的图片（/official/images/…）或 https 地址';
    try {
      const answer = await fetch(address, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      if (!answer.ok) return `无法获取（HTTP ${answer.status}）`;
      if (!answer.headers.get('content-type')?.startsWith('image/')) return `不是图片（${answer.headers.get('content-type') ?? '未知类型'}）`;
      return Buffer.from(await answer.arrayBuffer());
    } catch {
      return '无法获取（网络不通或超时）';
    }
  }

  async function check(pointer: string, address: string): Promise<GateRefusal[]> {
    const bytes = await load(address);
    const refuse = (why: string) => [{ field: pointer, message: `图片 ${address} ${why}` }];
    if (typeof bytes === 'string') return refuse(bytes);
    if (bytes.length > IMAGE_MAX_BYTES) return refuse(`有 ${Math.ceil(bytes.length / 1024)} KB，超过 ${IMAGE_MAX_BYTES / 1024} KB：请压缩后再用`);
    let size: { width?: number; height?: number };
    try {
      size = imageSize(bytes);
    } catch {
      return refuse('无法识别为图片（支持 PNG、JPEG、WebP、GIF、SVG）');
    }
    if ((size.width ?? 0) > IMAGE_MAX_SIDE || (size.height ?? 0) > IMAGE_MAX_SIDE) return refuse(`尺寸 ${size.width}×${size.height} 超过 ${IMAGE_MAX_SIDE} 像素：请缩小后再用`);
    return [];
  }

  return async ({ content }) => {
    const schemas = await widgetSchemas();
    const pictures: Array<{ pointer: string; address: string }> = [];
    eachNode(content.body, '/body', (node, pointer) => picturesIn(node.props, schemas.get(node.type), `${pointer}/props`, pictures));
    picturesIn(content.share?.image, { contentMediaType: 'image/*' }, '/share/image', pictures);
    return (await Promise.all(pictures.map(({ pointer, address }) => check(pointer, address)))).flat();
  };
}
