import { describe, expect, it } from 'vitest';
import { DEVICES, fitScale } from '../../../../../studio/console/visual/canvas/devices';

describe('the canvas\'s device sizes', () => {
  it('offers the three phone widths and a tablet', () => {
    expect(DEVICES.map((device) => device.width)).toEqual([375, 390, 414, 768]);
  });

  it('scales a device to the stage\'s height or width with room for its bezel, never above its size', () => {
    expect(fitScale(DEVICES[0], { width: 1000, height: 2000 }, 68)).toBe(1);
    expect(fitScale(DEVICES[0], { width: 1000, height: 401.5 }, 68)).toBeCloseTo(0.5);
    expect(fitScale(DEVICES[3], { width: 408, height: 2000 }, 68)).toBeCloseTo(0.5);
  });
});
