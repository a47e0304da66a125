// The API of pictures staff upload for their pages: the picture's bytes as the body, with its type
// (Content-Type). Answers where the portal fetches it; a picture uploaded before answers the same address.
import { storeImage } from '../assets/image-assets';
import { IMAGE_MAX_BYTES, sizeText, tooLargeText } from '../assets/image-rules';
import { appendAudit } from '../audit/audit-log';
import type { Queryable } from '../database/database';
import type { ObjectStore } from '../releases/object-store';
import { Refusal } from '../service/refusal';
import { staffOf, type Route } from './route';

export function assetRoutes({ db, store, now }: { db: Queryable; store: ObjectStore; now: () => Date }): Route[] {
  return [
    {
      method: 'POST', path: 'assets/images', access: ['editor'],
      file: { maxBytes: IMAGE_MAX_BYTES, tooLarge: (bytes) => (bytes === undefined ? `图片不能超过 ${sizeText(IMAGE_MAX_BYTES)}` : tooLargeText(bytes)) },
      run: async (context) => {
        if (!context.file) throw new Refusal('没有收到图片内容：请重新选择文件', 400);
        const image = await storeImage(store, context.file.content, context.file.contentType);
        // A new picture is audited once; the same bytes again change nothing.
        if (image.created) {
          const staff = staffOf(context);
          await appendAudit(db, {
            at: now().toISOString(), actorId: staff.id, actorName: staff.displayName, action: 'upload-image', target: `asset:${image.address}`, version: null, difference: undefined,
            detail: { contentType: image.contentType, bytes: image.bytes, width: image.width, height: image.height },
          });
        }
        const { created, ...answer } = image;
        return { status: created ? 201 : 200, body: answer };
      },
    },
  ];
}
