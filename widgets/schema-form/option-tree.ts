/**
 * Choices a page gives a form field (the schema-form `options` prop): `{ value, text, children? }`, as
 * the `tree` and `asOptions` filters build them; other keys are kept for the page's own use.
 */
export interface OptionNode {
  value: string | number;
  text: string;
  children?: OptionNode[];
  [key: string]: unknown;
}

/** A leaf of an option tree with the branches above it (大类, 中类): what a tree select offers. */
export interface TreeLeaf {
  node: OptionNode;
  branches: OptionNode[];
}

/** Every leaf of the options, depth first (a flat list is all leaves). */
export function treeLeaves(items: readonly OptionNode[], branches: OptionNode[] = []): TreeLeaf[] {
  return items.flatMap((node) => (node.children ? treeLeaves(node.children, [...branches, node]) : [{ node, branches }]));
}

/** Whether an option has the value: the page's codes may be numbers or strings ('3' is 3). */
export const hasValue = (node: OptionNode, value: unknown) => value !== undefined && value !== null && String(node.value) === String(value);

/** Where a leaf sits, as shown under it: "一般职业 / 机关团体公司". */
export const pathText = (branches: readonly OptionNode[]) => branches.map((branch) => branch.text).join(' / ');

/** The leaves whose text contains the query (letters in any case). */
export function searchLeaves(leaves: readonly TreeLeaf[], query: string): TreeLeaf[] {
  const wanted = query.trim().toLowerCase();
  return wanted ? leaves.filter(({ node }) => String(node.text).toLowerCase().includes(wanted)) : [];
}
