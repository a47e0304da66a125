// The build's fragments as written, for what the catalogue's summary of them cannot say: how a page
// expands (which node the frame shows came from which node of the page) and where a param lands in a
// fragment's body (its items are a grid's). The console is built from the same commit as the service.
import { loadFragments, type FragmentLibrary } from '../../../../runtime/config/fragments';

const texts = import.meta.glob<string>('../../../../pages-config/fragments/*.json', { query: '?raw', import: 'default', eager: true });

export const fragmentLibrary: FragmentLibrary = loadFragments(Object.entries(texts).map(([path, text]) => ({ file: path.replace(/^(\.\.\/)+/, ''), text })));
