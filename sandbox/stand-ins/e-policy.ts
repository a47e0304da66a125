// The e-policy document the sandbox's stand-in for the insurer's document service hands out: one A4 PDF per policy,
// laid out as an insurer's 电子保险单 (header, the contract's facts, the applicant and the insured, the death
// beneficiaries, the duties and amounts, the clauses, customer service, the issue date and the company's seal),
// its facts drawn from the policy as the sandbox holds it, Chinese text in an embedded (subset) font, and signed
// (PAdES) with the sandbox's own test certificate (pdf-sign.ts).
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import app from '../../pages-config/app.json';
import { maskPhone, yuan } from '../format';
import type { Policy } from '../model';
import { coveragesOf, deathBeneficiaries } from '../views/policy';
import { drawSeal } from './e-policy-seal';
import { BODY, COLOR, FONT, LEFT, PAGE, RIGHT, WIDTH, ensureRoom, facts, paragraph, section, table, type Fact } from './e-policy-layout';
import { TEST_CERTIFICATE_NOTE, addSignatureField, signPdf } from './pdf-sign';
import { woffToSfnt } from './woff';

const COMPANY = app.companyName;
const TITLE = '电子保险单';
// Noto Sans SC (SIL Open Font License), its simplified-Chinese subset with Latin digits, regular and bold; pdfkit
// embeds only the glyphs the document uses. Unpacked from their WOFF once (woff.ts).
const fontFile = (weight: number) => createRequire(import.meta.url).resolve(`@fontsource/noto-sans-sc/files/noto-sans-sc-chinese-simplified-${weight}-normal.woff`);
let fonts: { regular: Buffer; bold: Buffer } | undefined;

/**
 * Laying out the document, subsetting the CJK font and signing still take CPU: a document is made once for the
 * facts it shows and the day it is issued, and made again only when they change (a policy change, another
 * world's policy, another day).
 */
const made = new Map<string, Promise<Buffer>>();
const KEPT = 50;

/**
 * The signed PDF of a policy, issued at `issuedAt` (the sandbox's time, yyyy-MM-dd HH:mm:ss in China): its day is
 * the 签发日期, the moment its creation and signing time. The first request of a day makes the day's document.
 */
export function ePolicyPdf(policy: Policy, issuedAt: string): Promise<Buffer> {
  const key = JSON.stringify([policy, issuedAt.slice(0, 10)]);
  let pdf = made.get(key);
  if (!pdf) {
    pdf = render(policy, issuedAt);
    made.set(key, pdf);
    if (made.size > KEPT) made.delete(made.keys().next().value!);
    pdf.catch(() => made.delete(key));
  }
  return pdf;
}

async function render(policy: Policy, issuedAt: string): Promise<Buffer> {
  fonts ??= { regular: woffToSfnt(readFileSync(fontFile(400))), bold: woffToSfnt(readFileSync(fontFile(700))) };
  const issuedOn = issuedAt.slice(0, 10);
  const moment = new Date(`${issuedAt.replace(' ', 'T')}+08:00`);
  const doc = new PDFDocument({
    size: 'A4', margin: PAGE.margin, pdfVersion: '1.7', lang: 'zh-CN', displayTitle: true,
    info: {
      Title: `${policy.productName} ${TITLE}（保单号 ${policy.policyNo}）`, Author: COMPANY, Creator: `${COMPANY} 电子保单服务（沙箱）`,
      Subject: `${TITLE} ${policy.policyNo}，签发日期 ${issuedOn}；${TEST_CERTIFICATE_NOTE}`,
      Keywords: `${TITLE}, ${policy.policyNo}, ${policy.productName}, ${TEST_CERTIFICATE_NOTE}`, CreationDate: moment, ModDate: moment,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.registerFont(FONT.regular, fonts.regular);
  doc.registerFont(FONT.bold, fonts.bold);
  doc.font(FONT.regular);

  header(doc, policy);
  contract(doc, policy);
  cover(doc, policy);
  signatureBlock(doc, issuedOn, moment);
  doc.end();
  return signPdf(await done, moment);
}

/** Who is paid on the insured's death, the duties and their amounts, and the clauses and customer service. */
function cover(doc: PDFKit.PDFDocument, policy: Policy): void {
  section(doc, '身故受益人');
  const named = deathBeneficiaries(policy);
  if (named.length) table(doc, ['受益人', '与被保险人关系', '受益比例'], [4, 4, 3], named.map((b) => [b.name, b.relationName, `${b.ratio}%`]));
  else facts(doc, [[['受益人', '法定继承人']]]);
  section(doc, '保险责任');
  table(doc, ['保险责任', '保险金额', '保障期间'], [5, 3, 3], coveragesOf(policy).map((c) => [c.name, c.category === 'annuity' ? `${yuan(c.amount)}（${policy.annuity!.frequencyName}）` : yuan(c.amount), c.period]));
  section(doc, '条款及客户服务');
  facts(doc, [
    [['条款名称', `《${policy.productName}条款》`]],
    [['客服热线', `${app.hotline}（${app.serviceHours}）`], ['官方网站', app.website.replace(/^https?:\/\//, '')]],
    [['公司地址', app.address]],
  ]);
}

/** The company's name and the document's title on one baseline, the policy number under the rule, and the grant. */
function header(doc: PDFKit.PDFDocument, policy: Policy): void {
  const baseline = PAGE.margin + 20;
  doc.font(FONT.bold).fontSize(16).fillColor(COLOR.brand).text(COMPANY, LEFT, baseline, { baseline: 'alphabetic', lineBreak: false });
  doc.fontSize(20).fillColor(COLOR.ink);
  doc.text(TITLE, RIGHT - doc.widthOfString(TITLE), baseline, { baseline: 'alphabetic', lineBreak: false });
  doc.moveTo(LEFT, baseline + 9).lineTo(RIGHT, baseline + 9).lineWidth(1.2).stroke(COLOR.brand);

  const line = baseline + 16;
  doc.font(FONT.regular).fontSize(BODY.size).fillColor(COLOR.muted).text('保单号', LEFT, line, { lineBreak: false });
  doc.fillColor(COLOR.ink).text(policy.policyNo, LEFT + 36, line, { lineBreak: false });
  const currency = '币种：人民币';
  doc.fillColor(COLOR.muted).text(currency, RIGHT - doc.widthOfString(currency), line, { lineBreak: false });
  doc.y = line + 22;
  paragraph(doc, `${COMPANY}（以下简称“本公司”）根据投保人的申请，同意按照本保险单所载条款及约定承担保险责任，特签发本保险单为凭。`);
}

/** The contract's facts, then the applicant and the insured. */
function contract(doc: PDFKit.PDFDocument, policy: Policy): void {
  section(doc, '保险合同信息');
  const { annuity } = policy;
  facts(doc, [
    [['保险产品', policy.productName], ['基本保额', yuan(policy.sumInsured)]],
    [['生效日期', policy.effectiveDate], ['满期日期', policy.expiryDate]],
    [['保险费', yuan(policy.premium)], ['交费方式', `${policy.payFrequencyName}，${policy.payPeriod}`]],
    ...(annuity ? [[['年金领取', `${annuity.startAge} 周岁起${annuity.frequencyName}，每年 ${yuan(annuity.amount)}`] as Fact]] : []),
  ]);
  section(doc, '投保人及被保险人');
  facts(doc, [
    [['投保人', policy.applicantName], ['联系电话', maskPhone(policy.contact.phone)]],
    [['通讯地址', policy.contact.address]],
    [['被保险人', policy.insuredName]],
  ]);
}

const SEAL_RADIUS = 50;

/** The notes on the left; the issuing company, the issue date and its seal (where the signature shows) on the right. */
function signatureBlock(doc: PDFKit.PDFDocument, issuedOn: string, signingTime: Date): void {
  const height = SEAL_RADIUS * 2 + 12;
  ensureRoom(doc, height + 12);
  const top = doc.y + 12;
  const seal = { cx: RIGHT - SEAL_RADIUS - 4, cy: top + SEAL_RADIUS + 4, radius: SEAL_RADIUS };
  const signedBy = 124;
  const notesWidth = WIDTH - SEAL_RADIUS * 2 - signedBy - 28;

  doc.font(FONT.bold).fontSize(9).fillColor(COLOR.ink).text('重要提示', LEFT, top, { lineBreak: false });
  doc.y = top + 16;
  const notes = [
    '1. 请仔细阅读保险条款，尤其是责任免除条款。',
    '2. 本保险单经本公司电子签名，可用 PDF 阅读器校验签名。',
    `3. 本文件由${TEST_CERTIFICATE_NOTE}，仅供演示。`,
  ];
  for (const note of notes) paragraph(doc, note, { size: 8.5, color: COLOR.muted, width: notesWidth });

  const textRight = seal.cx - SEAL_RADIUS - 10;
  doc.font(FONT.bold).fontSize(10).fillColor(COLOR.ink).text(COMPANY, textRight - signedBy, seal.cy - 16, { width: signedBy, align: 'right', lineBreak: false });
  doc.font(FONT.regular).fontSize(BODY.size).text(`签发日期：${issuedOn}`, textRight - signedBy, seal.cy + 4, { width: signedBy, align: 'right', lineBreak: false });
  drawSeal(doc, seal, FONT.bold, COMPANY, '电子保单专用章');
  addSignatureField(doc, {
    x: seal.cx - SEAL_RADIUS, y: seal.cy - SEAL_RADIUS, width: SEAL_RADIUS * 2, height: SEAL_RADIUS * 2,
    signer: COMPANY, reason: '签发电子保险单', location: '中国上海', contactInfo: app.hotline, signingTime,
  });
  doc.y = Math.max(doc.y, top + height);
}
