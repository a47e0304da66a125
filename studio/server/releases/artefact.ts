// What a release serves of a version: the page as the portal runs it, its fragment uses replaced by the
// fragments' bodies (as the build does with pages-config, scripts/vite-plugin-pages.ts), named by the
// SHA-256 of that text. The version an author saved stays as written; the portal checks the artefact.
import { expandPage, loadFragments, type FragmentLibrary } from '../../../runtime/config/fragments';
import { versionName } from '../../../runtime/core/publishing/canonical';
import { readFragmentFiles } from '../../../scripts/lib/page-files';

export interface Artefact {
  name: string;
  page: Record<string, unknown>;
}

let library: FragmentLibrary | undefined;

/** The artefact of a saved version: expanded with the running build's fragments, without its editor hints. */
export async function artefactOf(version: string, content: unknown): Promise<Artefact> {
  library ??= loadFragments(readFragmentFiles());
  const expanded = expandPage(`studio:${version}`, content, library);
  if (expanded.issues.length > 0) throw new Error(`version ${version} does not expand: ${expanded.issues.map((issue) => issue.message).join('; ')}`);
  const { $schema: _schema, ...page } = expanded.value as Record<string, unknown>;
  return { name: await versionName(page), page };
}
