// A widget's props schema still holding the blank `npm run new:widget` leaves for its description: authors
// read the description in docs/widgets.md and the page editor, so `npm run validate` refuses the blank.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BLANK } from '../../runtime/config/check-placeholders';
import { parseLocated } from '../../runtime/config/locate';
import { eachString } from '../../runtime/config/page-checks';
import type { Problem } from '../../runtime/config/problems';
import { projectRoot } from './page-files';

export function widgetSchemaBlanks(root = projectRoot): Problem[] {
  const names = readdirSync(join(root, 'widgets'), { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('props.schema.json')).sort();
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
