/** The phones customers use most (CSS px, each at its height): the preview shows a page at these. */
export const PHONES = [
  { width: 375, height: 667, name: 'iPhone SE / 8', label: '375' },
  { width: 390, height: 844, name: 'iPhone 14', label: '390' },
  { width: 414, height: 896, name: 'iPhone 11 Pro Max', label: '414' },
] as const;

/** The widths the canvas shows a page at: the phones, and a tablet. */
export const DEVICES = [...PHONES, { width: 768, height: 1024, name: 'iPad', label: '平板' }] as const;

export type Device = (typeof DEVICES)[number];

/** Room kept around the device for its bezel. */
const MARGIN = 24;

/** The scale that fits the device and its title bar (`chrome` px) in the stage with room for its bezel, never enlarged. */
export function fitScale(device: Device, stage: { width: number; height: number }, chrome: number): number {
  return Math.max(0.2, Math.min(1, (stage.height - chrome) / device.height, (stage.width - MARGIN) / device.width));
}
