// Reading a signed PDF back as a reader would: its text items with their boxes (pdf.js), its lines, its
// properties, and its signature checked from the bytes (the /ByteRange, the CMS in /Contents, node:crypto).
import { createHash, verify, X509Certificate } from 'node:crypto';
import forge from 'node-forge';
import { getDocumentProxy } from 'unpdf';

export interface Text { str: string; page: number; transform: number[]; width: number; height: number }

/** Every non-blank text item of every page, the page size, and the document's properties. */
export async function readPdf(pdf: Buffer) {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const texts: Text[] = [];
  const sizes: number[][] = [];
  for (let page = 1; page <= doc.numPages; page++) {
    const proxy = await doc.getPage(page);
    sizes.push(proxy.view);
    for (const item of (await proxy.getTextContent()).items) {
      if ('str' in item && item.str.trim()) texts.push({ str: item.str, page, transform: item.transform, width: item.width, height: item.height });
    }
  }
  const { info } = await doc.getMetadata();
  return { texts, sizes, info: info as Record<string, string> };
}

const upright = (t: Text) => t.transform[1] === 0 && t.transform[2] === 0;

/** The upright text in lines, top to bottom: the items sharing a baseline, left to right. */
export function linesOf(texts: Text[]): string[][] {
  const lines = new Map<string, Text[]>();
  for (const text of texts.filter(upright)) {
    const key = `${text.page}:${Math.round(text.transform[5]! * 10)}`;
    lines.set(key, [...(lines.get(key) ?? []), text]);
  }
  return [...lines.values()]
    .sort((a, b) => a[0]!.page - b[0]!.page || b[0]!.transform[5]! - a[0]!.transform[5]!)
    .map((line) => line.sort((a, b) => a.transform[4]! - b.transform[4]!).map((t) => t.str));
}

type Point = [number, number];

/** The item's box on the page: from its origin along its direction by its width, and up by its height. */
function corners({ transform: [a, b, c, d, e, f], width, height }: Text): Point[] {
  const along = [a! / Math.hypot(a!, b!), b! / Math.hypot(a!, b!)];
  const up = [c! / Math.hypot(c!, d!), d! / Math.hypot(c!, d!)];
  const at = (w: number, h: number): Point => [e! + along[0]! * w + up[0]! * h, f! + along[1]! * w + up[1]! * h];
  return [at(0, 0), at(width, 0), at(width, height), at(0, height)];
}

/** Whether two convex boxes share more than `slack` of depth (separating axes). */
function overlap(p: Point[], q: Point[], slack = 0.2): boolean {
  for (const shape of [p, q]) {
    for (let i = 0; i < shape.length; i++) {
      const [x1, y1] = shape[i]!;
      const [x2, y2] = shape[(i + 1) % shape.length]!;
      const normal = [y1 - y2, x2 - x1];
      const length = Math.hypot(normal[0]!, normal[1]!);
      const project = (points: Point[]) => points.map(([x, y]) => (x * normal[0]! + y * normal[1]!) / length);
      const [a, b] = [project(p), project(q)];
      if (Math.min(Math.max(...a), Math.max(...b)) - Math.max(Math.min(...a), Math.min(...b)) <= slack) return false;
    }
  }
  return true;
}

/** The pairs of text items whose boxes overlap, on the same page. */
export function overlaps(texts: Text[]): Array<[string, string]> {
  const found: Array<[string, string]> = [];
  const boxes = texts.map(corners);
  texts.forEach((t, i) => texts.slice(i + 1).forEach((u, j) => {
    if (t.page === u.page && overlap(boxes[i]!, boxes[i + 1 + j]!)) found.push([t.str, u.str]);
  }));
  return found;
}

/**
 * The document's signature, checked from its bytes: the signed ranges cover the whole file but the /Contents,
 * the CMS's message digest is the SHA-256 of those ranges, and the signer's certificate verifies the signed attributes.
 */
export function checkSignature(pdf: Buffer) {
  const text = pdf.toString('latin1');
  const [start, first, second, rest] = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(text)!.slice(1).map(Number) as [number, number, number, number];
  const contents = text.slice(start + first, second);
  const coversFile = start === 0 && second + rest === pdf.length && /^<[0-9a-f]+>$/i.test(contents);
  const signed = Buffer.concat([pdf.subarray(start, start + first), pdf.subarray(second, second + rest)]);

  // The CMS (30 82 <length>), without the zeros that pad it to the placeholder's size.
  const padded = Buffer.from(contents.slice(1, -1), 'hex');
  const cms = forge.asn1.fromDer(padded.subarray(0, 4 + padded.readUInt16BE(2)).toString('binary'));
  const message = forge.pkcs7.messageFromAsn1(cms) as forge.pkcs7.PkcsSignedData & { rawCapture: { signerInfos: forge.asn1.Asn1[] } };
  const signerInfo = message.rawCapture.signerInfos[0]!.value as forge.asn1.Asn1[];
  const attributes = signerInfo.find((part) => part.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && part.type === 0)!;
  const signature = Buffer.from(signerInfo.find((part) => part.type === forge.asn1.Type.OCTETSTRING)!.value as string, 'binary');
  const digestOf = (attribute: forge.asn1.Asn1) => {
    const [type, values] = attribute.value as forge.asn1.Asn1[];
    return forge.asn1.derToOid(type!.value as string) === forge.pki.oids.messageDigest ? ((values!.value as forge.asn1.Asn1[])[0]!.value as string) : undefined;
  };
  const digest = (attributes.value as forge.asn1.Asn1[]).map(digestOf).find(Boolean)!;
  // The signed attributes are signed as a DER SET OF: the [0] IMPLICIT tag goes back to SET.
  const signedAttributes = Buffer.from(forge.asn1.toDer(attributes).getBytes(), 'binary');
  signedAttributes[0] = 0x31;
  const certificate = new X509Certificate(forge.pki.certificateToPem(message.certificates[0]!));
  return {
    coversFile,
    digestMatches: Buffer.from(digest, 'binary').equals(createHash('sha256').update(signed).digest()),
    signatureValid: verify('sha256', signedAttributes, certificate.publicKey, signature),
    subject: certificate.subject,
    subFilter: /\/SubFilter\s*\/([\w.]+)/.exec(text)?.[1],
  };
}
