import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { ePolicyPdf } from '../../../../sandbox/stand-ins/e-policy';
import { policies } from '../../../../sandbox/seed/policies';

describe('the e-policy document', () => {
  it('is a PDF of the policy whose facts read in Chinese, its font embedded from the unpacked WOFF', async () => {
    const policy = policies()[0]!;
    const pdf = await ePolicyPdf(policy);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    for (const fact of [policy.policyNo, policy.productName, policy.applicantName, '电子保险单', '保险责任']) expect(text).toContain(fact);
  });

  it('is made once for the same facts, and again when they change', async () => {
    const policy = policies()[1]!;
    expect(await ePolicyPdf(policy)).toBe(await ePolicyPdf({ ...policy }));
    expect(await ePolicyPdf({ ...policy, insuredName: '王小雨' })).not.toBe(await ePolicyPdf(policy));
  });
});
