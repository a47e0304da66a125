// The API of the console's visual editor: the catalogue of what a page may hold (any staff member) and the
// pictures it names, kept an hour by the browser (they change only with a release).
import { catalogueAnswer, studioCatalogue } from '../catalogue/catalogue';
import { PICTURE_NAME } from '../catalogue/pictures';
import type { Queryable } from '../database/database';
import { Refusal } from '../service/refusal';
import type { Route } from './route';

export function catalogueRoutes(db: Queryable): Route[] {
  return [
    { method: 'GET', path: 'catalogue', access: 'staff', run: async () => ({ body: await catalogueAnswer(db) }) },
    {
      method: 'GET', path: 'catalogue/pictures/:name', names: { name: PICTURE_NAME }, access: 'staff',
      run: async ({ params }) => {
        const picture = (await studioCatalogue()).pictures.get(params.name);
        if (!picture) throw new Refusal('没有这张图片', 404);
        return { bytes: { contentType: picture.contentType, content: await picture.read() }, headers: { 'Cache-Control': 'public, max-age=3600' } };
      },
    },
  ];
}
