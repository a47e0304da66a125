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

/**
 * A page as the portal runs it: expanded with the running build's fragments, without its editor hints;
 * the expansion's problems instead when it does not expand (the config gate names them to staff).
 */
export function runnablePage(name: string, content: unknown): { page: Record<string, unknown> } | { problems: string[] } {
  library ??= loadFragments(readFragmentFiles());
  const expanded = expandPage(name, content, library);
  if (expanded.issues.length > 0) return { problems: expanded.issues.map((issue) => issue.message) };
  const { $schema: _schema, ...page } = expanded.value as Record<string, unknown>;
  return { page };
}

/** The artefact of a saved version. */
export async function artefactOf(version: string, content: unknown): Promise<Artefact> {
  const runnable = runnablePage(`studio:${version}`, content);
  if ('problems' in runnable) throw new Error(`version ${version} does not expand: ${runnable.problems.join('; ')}`);
  return { name: await versionName(runnable.page), page: runnable.page };
}
