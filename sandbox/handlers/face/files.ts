import type { StoredFile } from '../../model';
import { nextId, now } from '../../format';
import { uploadedImage } from '../../seed/images';
import { me, owned, type HandlerContext, type Handlers } from '../context';

// The largest picture kept as sent (a drawn signature is some 20 KB): larger photos keep a thumbnail, so a
// world stays small enough to hold a hundred of and to persist.
const KEPT_PICTURE_CHARS = 512 * 1024;

/**
 * Keeps an uploaded file: its metadata, and as its url the picture itself when it came as a small data
 * URL (so a signature shows as drawn), else a thumbnail naming it.
 */
export function storeFile(ctx: HandlerContext, fileType: string, bizCode: string, label: string, picture?: unknown): StoredFile {
  const kept = typeof picture === 'string' && picture.startsWith('data:image/') && picture.length <= KEPT_PICTURE_CHARS ? picture : uploadedImage(label);
  const file: StoredFile = { fileId: nextId(ctx.state, 'F'), customerId: me(ctx).id, url: kept, fileType, bizCode, uploadedAt: now() };
  ctx.state.files.push(file);
  return file;
}

/** One of the customer's uploaded files, by id. */
export const myFile = (ctx: HandlerContext, fileId: string): StoredFile =>
  owned(ctx, ctx.state.files.find((f) => f.fileId === fileId && f.customerId === me(ctx).id), `文件 ${fileId} `);

/** The id card as the OCR "reads" it: the customer's own card, when the sandbox knows it. */
function readIdCard(ctx: HandlerContext) {
  const customer = me(ctx);
  storeFile(ctx, ctx.body.side === 'back' ? 'ID_BACK' : 'ID_FRONT', 'OCR', '身份证');
  if (ctx.body.side === 'back') return { side: 'back', issuedBy: '上海市公安局浦东分局', validPeriod: '2019.05.20-2039.05.20' };
  if (customer.cardType !== '01') return { side: 'front' };
  return { side: 'front', realName: customer.realName, sex: customer.sex, nation: '汉', birthday: customer.birthday, address: customer.address, certificateNo: customer.certificateNo };
}

export const fileHandlers: Handlers = {
  uploadImage: (ctx) => {
    const { fileId, url } = storeFile(ctx, ctx.body.fileType, ctx.body.bizCode, '已上传图片', ctx.body.file);
    return { fileId, url };
  },
  ocrPreInsure: (ctx) => {
    const { fileId, url } = storeFile(ctx, 'PRE_INSURE', ctx.body.bizCode ?? 'PRE_INSURE', '投保资料');
    return { fileId, url, recognized: true };
  },
  ocrBankCard: (ctx) => {
    storeFile(ctx, 'BANK_CARD', 'OCR', '银行卡');
    return { bankCardNo: '6222021001122334458', bankCode: 'ICBC', bankName: '中国工商银行', cardType: 'debit' };
  },
  ocrIdCard: readIdCard,
  certOcr: readIdCard,
};
