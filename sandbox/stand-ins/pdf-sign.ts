// A PAdES signature (ETSI.CAdES.detached: a CMS signature over the whole file but its own /Contents) on the
// documents the sandbox's stand-in for the insurer's document service hands out. The insurer signs with a
// certificate from a licensed CA; the sandbox signs with a test certificate of its own, made in memory at
// first use (no key is ever written anywhere), and every document it signs says so.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';
import { pdfkitAddPlaceholder } from '@signpdf/placeholder-pdfkit';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import app from '../../pages-config/app.json';

/** What every document the sandbox signs says of its signature, in its properties and on its face. */
export const TEST_CERTIFICATE_NOTE = '沙箱测试证书签名，不具法律效力';
/** The test certificate's subject: the company's e-policy seal, marked as a test. */
export const TEST_CERTIFICATE_SUBJECT = { commonName: `${app.companyName} 电子保单签章（测试证书）`, organizationName: app.companyName };

let certificate: Buffer | undefined;

/** The test certificate and its key as a PKCS#12 (no passphrase), self-signed, valid over every seeded and test date. */
function testCertificate(): Buffer {
  const pem = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs1', format: 'pem' } });
  const key = forge.pki.privateKeyFromPem(pem.privateKey);
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(pem.publicKey);
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date('2015-01-01T00:00:00+08:00');
  cert.validity.notAfter = new Date('2045-01-01T00:00:00+08:00');
  // Chinese names as BMPString: forge reads a UTF8String name back as its bytes and encodes them again when it
  // names the signer's issuer, which then matches no certificate; a BMPString goes back as it came.
  const bmp = (name: string, value: string) => ({ name, value, valueTagClass: forge.asn1.Type.BMPSTRING as unknown as forge.asn1.Class });
  const subject = [{ name: 'countryName', value: 'CN' }, bmp('organizationName', TEST_CERTIFICATE_SUBJECT.organizationName), bmp('commonName', TEST_CERTIFICATE_SUBJECT.commonName)];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([{ name: 'basicConstraints', cA: false }, { name: 'keyUsage', critical: true, digitalSignature: true, nonRepudiation: true }, { name: 'subjectKeyIdentifier' }]);
  cert.sign(key, forge.md.sha256.create());
  return Buffer.from(forge.asn1.toDer(forge.pkcs12.toPkcs12Asn1(key, [cert], '', { algorithm: '3des' })).getBytes(), 'binary');
}

export interface SignatureField {
  /** Where the signature shows on the current page, in pdfkit's coordinates (from the top left). */
  x: number; y: number; width: number; height: number;
  signer: string; reason: string; location: string; contactInfo: string; signingTime: Date;
}

/** The signature field and its placeholder, on the current page: added before `doc.end()`, filled by `signPdf`. */
export function addSignatureField(doc: PDFKit.PDFDocument, field: SignatureField): void {
  const { x, y, width, height } = field;
  const top = doc.page.height - y;
  pdfkitAddPlaceholder({
    // pdfBuffer is typed as required but not read: the placeholder goes into the document being written.
    pdf: doc, pdfBuffer: Buffer.alloc(0), name: field.signer, reason: field.reason, location: field.location, contactInfo: field.contactInfo,
    signingTime: field.signingTime, subFilter: SUBFILTER_ETSI_CADES_DETACHED, widgetRect: [x, top - height, x + width, top],
  });
}

/** The finished PDF signed with the sandbox's test certificate, at `signingTime`. */
export function signPdf(pdf: Buffer, signingTime: Date): Promise<Buffer> {
  certificate ??= testCertificate();
  return new SignPdf().sign(pdf, new P12Signer(certificate), signingTime);
}
