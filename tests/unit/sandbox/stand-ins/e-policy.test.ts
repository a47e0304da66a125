// The e-policy as a customer downloads it, read back for every seeded policy: an A4 page on which no text is printed
// over other text, whose facts are the policy's answer (face.policyDetail), and whose PAdES signature verifies.
import { describe, expect, it } from 'vitest';
import app from '../../../../pages-config/app.json';
import { yuan } from '../../../../sandbox/format';
import { policies } from '../../../../sandbox/seed/policies';
import { ePolicyPdf } from '../../../../sandbox/stand-ins/e-policy';
import { TEST_CERTIFICATE_NOTE, TEST_CERTIFICATE_SUBJECT } from '../../../../sandbox/stand-ins/pdf-sign';
import { moveClockTo, onTestDay, signedInSandbox } from '../harness';
import { checkSignature, linesOf, overlaps, readPdf } from './read-pdf';

onTestDay();
const live = signedInSandbox();
const MEDICAL = '8620251201000789';

/** The policy's answer and its e-policy, as the customer gets them. */
async function download(policyNo: string) {
  const answer = (await live.call('face.policyDetail', { policyNo })).data;
  const { url } = (await live.call('face.ePolicyUrl', { policyNo })).data;
  const response = await fetch(`${live.sandbox.origin}${url}`);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  return { answer, pdf: Buffer.from(await response.arrayBuffer()) };
}

/** The value printed after `label` in its row (the cell to its right). */
const valueOf = (lines: string[][], label: string) => lines.map((line) => line[line.indexOf(label) + 1]).find((_, i) => lines[i]!.includes(label));

describe('the e-policy of every seeded policy', () => {
  it.each(policies().map((p) => p.policyNo))('%s is an A4 page whose text never overlaps, with the facts of the policy', async (policyNo) => {
    const { answer, pdf } = await download(policyNo);
    const { texts, sizes, info } = await readPdf(pdf);
    expect(sizes).toEqual([[0, 0, 595.28, 841.89]]);
    expect(overlaps(texts)).toEqual([]);

    const lines = linesOf(texts);
    const header = texts.filter((t) => t.str === app.companyName || t.str === '电子保险单').slice(0, 2);
    expect(header.map((t) => t.str).sort()).toEqual([app.companyName, '电子保险单'].sort());
    expect(header[0]!.transform[5]).toBeCloseTo(header[1]!.transform[5]!, 2);

    const facts: Record<string, string> = {
      保单号: answer.policyNo, 保险产品: answer.productName, 投保人: answer.applicantName, 被保险人: answer.insuredName,
      生效日期: answer.effectiveDate, 满期日期: answer.expiryDate, 基本保额: yuan(answer.sumInsured), 保险费: yuan(answer.premium),
      交费方式: `${answer.payFrequencyName}，${answer.payPeriod}`, 条款名称: `《${answer.productName}条款》`, 客服热线: `${app.hotline}（${app.serviceHours}）`,
    };
    for (const [label, value] of Object.entries(facts)) expect(valueOf(lines, label), label).toBe(value);
    for (const duty of answer.coverages) {
      const line = lines.find((l) => l[0] === duty.name);
      expect(line?.[1]?.startsWith(yuan(duty.amount)), duty.name).toBe(true);
      expect(line?.[2], duty.name).toBe(duty.period);
    }

    const beneficiaries = lines.slice(lines.findIndex((l) => l.join() === '身故受益人') + 1, lines.findIndex((l) => l.join() === '保险责任'));
    const named: Array<{ name: string; relationName: string; ratio: number }> = answer.beneficiaries;
    expect(beneficiaries).toEqual(named.length
      ? [['受益人', '与被保险人关系', '受益比例'], ...named.map((b) => [b.name, b.relationName, `${b.ratio}%`])]
      : [['受益人', '法定继承人']]);
    expect(beneficiaries.flat()).not.toContain(answer.insuredName);
    expect(lines.flat().join('\n')).not.toMatch(/法定\s*法定/);

    expect(lines.flat()).toContain('签发日期：2026-11-24');
    expect(lines.flat().join('')).toContain(TEST_CERTIFICATE_NOTE);
    expect(info).toMatchObject({ Author: app.companyName, Title: expect.stringContaining(answer.policyNo), CreationDate: expect.stringMatching(/^D:20261124/) });
    expect(info.Subject).toContain(TEST_CERTIFICATE_NOTE);
    expect(info.Keywords).toContain(TEST_CERTIFICATE_NOTE);

    expect(checkSignature(pdf)).toMatchObject({ coversFile: true, digestMatches: true, signatureValid: true, subFilter: 'ETSI.CAdES.detached' });
    expect(checkSignature(pdf).subject).toContain(`CN=${TEST_CERTIFICATE_SUBJECT.commonName}`);
  });

  it('is checked by a layout check that sees overlapping boxes, upright or turned', () => {
    const text = (str: string, transform: number[]) => ({ str, page: 1, transform, width: 10, height: 10 });
    expect(overlaps([text('甲', [10, 0, 0, 10, 0, 0]), text('乙', [10, 0, 0, 10, 9, 5])])).toEqual([['甲', '乙']]);
    expect(overlaps([text('甲', [10, 0, 0, 10, 0, 0]), text('乙', [10, 0, 0, 10, 10.5, 0])])).toEqual([]);
    // Turned 45°: its corner reaches into the other box, or (a little further) only their bounding boxes meet.
    expect(overlaps([text('甲', [10, 0, 0, 10, 0, 0]), text('乙', [7.07, 7.07, -7.07, 7.07, 12, 7])])).toEqual([['甲', '乙']]);
    expect(overlaps([text('甲', [10, 0, 0, 10, 0, 0]), text('乙', [7.07, 7.07, -7.07, 7.07, 14, 7])])).toEqual([]);
  });

  it('fails its signature check once a byte of it is changed', async () => {
    const { pdf } = await download(MEDICAL);
    const tampered = Buffer.from(pdf);
    const at = tampered.indexOf(MEDICAL, tampered.indexOf('/Title'));
    tampered[at] = '9'.charCodeAt(0);
    expect(checkSignature(tampered)).toMatchObject({ coversFile: true, digestMatches: false });
    // The signature value ends the CMS (30 82 <length>): its last byte, in hex, changed.
    const forged = Buffer.from(pdf);
    const cms = forged.indexOf('/Contents <') + '/Contents <'.length;
    const last = cms + 2 * (4 + Number.parseInt(forged.toString('latin1', cms + 4, cms + 8), 16)) - 1;
    forged[last] = forged[last] === 0x30 ? 0x31 : 0x30;
    expect(checkSignature(forged)).toMatchObject({ digestMatches: true, signatureValid: false });
  });

  it('shows each term of a continued policy with its own dates', async () => {
    moveClockTo('2026-11-26');
    // The seeded continuation's last attempt waits on a silent bank until 11-25: it has failed, and the renewal is paid again.
    await live.call('face.payResult', { orderId: 'PAY20261122001' });
    const body = { id: 'RI001', idempotencyKey: 'RI001', payMethod: 'card', bankAccountId: 'BA002', returnUrl: '/official/continuation/pay-result' };
    const { orderId } = (await live.call('face.reinsurancePayUrl', {}, body)).data;
    await live.sandbox.request('POST', '/official-api/__sandbox/cashier', { body: { orderId, outcome: 'success' } });
    await live.call('face.payResult', { orderId });
    const { newPolicyNo } = (await live.call('face.payResult', { orderId })).data;

    for (const [policyNo, from, to] of [[MEDICAL, '2025-12-01', '2026-11-30'], [newPolicyNo, '2026-12-01', '2027-11-30']]) {
      const lines = linesOf((await readPdf((await download(policyNo)).pdf)).texts);
      expect([valueOf(lines, '保单号'), valueOf(lines, '生效日期'), valueOf(lines, '满期日期')]).toEqual([policyNo, from, to]);
      expect(lines.flat()).toContain('签发日期：2026-11-26');
    }
    moveClockTo('2026-11-24');
  });

  it('is made once for the same facts on the same day, and again when they change', async () => {
    const policy = policies()[1]!;
    const made = await ePolicyPdf(policy, '2026-11-24 10:00:00');
    expect(await ePolicyPdf({ ...policy }, '2026-11-24 16:30:00')).toBe(made);
    expect(await ePolicyPdf({ ...policy, insuredName: '王小雨' }, '2026-11-24 10:00:00')).not.toBe(made);
    expect(await ePolicyPdf(policy, '2026-11-25 10:00:00')).not.toBe(made);
  });
});
