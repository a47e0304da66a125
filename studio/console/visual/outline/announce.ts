// What the outline says aloud after a change made from the keyboard (its live region): where the node went.

export const movedText = (name: string, position: number, size: number): string => `已将“${name}”移到第 ${position} 位，共 ${size} 项`;
export const removedText = (name: string): string => `已删除“${name}”，可撤销`;
export const copiedText = (name: string): string => `已复制“${name}”，副本在其下方`;
export const addedText = (name: string): string => `已添加“${name}”`;
