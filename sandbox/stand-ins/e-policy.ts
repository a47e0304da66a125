// The e-policy document the sandbox's stand-in for the insurer's document service hands out: one PDF per
// policy, its facts drawn from the policy as the sandbox holds it, Chinese text in an embedded (subset) font.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import app from '../../pages-config/app.json';
import { yuan } from '../format';
import type { Policy } from '../model';
import { coveragesOf } from '../views/policy';
import { woffToSfnt } from './woff';

const COMPANY = app.companyName;
const HOTLINE = app.hotline;
// Noto Sans SC (SIL Open Font License), its simplified-Chinese subset with Latin digits; pdfkit embeds
// only the glyphs the document uses. Unpacked from its WOFF once (woff.ts).
const FONT = createRequire(import.meta.url).resolve('@fontsource/noto-sans-sc/files/noto-sans-sc-chinese-simplified-400-normal.woff');
let font: Buffer | undefined;

/**
 * Laying out the document and subsetting the CJK font still takes CPU: a document is made once for the
 * facts it shows, and made again only when they change (a policy change, another world's policy).
 */
const made = new Map<string, Promise<Buffer>>();
const KEPT = 50;

/** The PDF of a policy. */
export function ePolicyPdf(policy: Policy): Promise<Buffer> {
  const key = JSON.stringify(policy);
  let pdf = made.get(key);
  if (!pdf) {
    pdf = render(policy);
    made.set(key, pdf);
    if (made.size > KEPT) made.delete(made.keys().next().value!);
    pdf.catch(() => made.delete(key));
  }
  return pdf;
}

function render(policy: Policy): Promise<Buffer> {
  font ??= woffToSfnt(readFileSync(FONT));
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `${policy.productName} 电子保单 ${policy.policyNo}`, Author: COMPANY } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  doc.registerFont('cjk', font);
  doc.font('cjk');
  doc.fontSize(20).fillColor('#165dff').text(COMPANY, { align: 'center', lineBreak: false });
  doc.moveDown(0.3).fontSize(16).fillColor('#1d2129').text('电子保险单', { align: 'center', lineBreak: false });
  doc.moveDown(1.2);
  const rows: Array<[string, string]> = [
    ['保单号', policy.policyNo],
    ['保险产品', policy.productName],
    ['投保人', policy.applicantName],
    ['被保险人', policy.insuredName],
    ['生效日期', policy.effectiveDate],
    ['满期日期', policy.expiryDate],
    ['基本保额', yuan(policy.sumInsured)],
    ['保险费', `${yuan(policy.premium)}（${policy.payFrequencyName}，${policy.payPeriod}）`],
  ];
  for (const [label, value] of rows) row(doc, label, value);
  doc.moveDown(0.8).fontSize(13).fillColor('#1d2129').text('保险责任');
  for (const coverage of coveragesOf(policy)) row(doc, coverage.name, `${yuan(coverage.amount)}　${coverage.period}`);
  if (policy.beneficiaries.length > 0) {
    doc.moveDown(0.8).fontSize(13).fillColor('#1d2129').text('身故受益人');
    for (const b of policy.beneficiaries) row(doc, b.name, `${b.relationName}　受益比例 ${b.ratio}%`);
  }
  doc.moveDown(1.5).fontSize(9).fillColor('#667080')
    .text(`本电子保单与纸质保单具有同等法律效力。保单信息如有疑问，请致电客服热线 ${HOTLINE}。`, { align: 'left' });
  doc.end();
  return done;
}

function row(doc: PDFKit.PDFDocument, label: string, value: string): void {
  const y = doc.y;
  doc.fontSize(11).fillColor('#667080').text(label, 56, y, { lineBreak: false });
  doc.fillColor('#1d2129').text(value, 170, y, { lineBreak: false });
  doc.moveDown(0.4);
}
