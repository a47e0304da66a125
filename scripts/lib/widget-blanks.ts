// A widget's props schema or palette still holding a blank `npm run new:widget` leaves: authors read the
// description in docs/widgets.md and the page editor, staff the palette's name and purpose in the console's
// visual editor, so `npm run validate` refuses the blanks.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BLANK } from '../../runtime/config/check-placeholders';
import { parseLocated } from '../../runtime/config/locate';
import { eachString } from '../../runtime/config/page-checks';
import type { Problem } from '../../runtime/config/problems';
import { projectRoot } from './page-files';

export function widgetSchemaBlanks(root = projectRoot): Problem[] {
  const names = readdirSync(join(root, 'widgets'), { recursive: true, encoding: 'utf8' }).filter((name) => /(^|\/)(props\.schema|palette)\.json$/.test(name)).sort();
  return names.flatMap((name) => {
    const file = `widgets/${name}`;
    const json = parseLocated(readFileSync(join(root, file), 'utf8'));
    const problems: Problem[] = [];
    eachString(json.value, '', (text, pointer) => {
      const blank = BLANK.exec(text);
      if (blank) problems.push({ file, ...json.locate(pointer, false, blank.index), pointer, message: `"${blank[0]}" is a blank left by the scaffold: write what the widget shows and when a page uses it` });
    });
    return problems;
  });
}
