// How the signature pad turns finger strokes into ink, and when it accepts them as a signature.
import { describe, expect, it } from 'vitest';
import { drawingOf, drawStrokes, hasInk, strokesOf, type Pen } from '../../../widgets/signature-pad/strokes';

function recordingPen() {
  const calls: string[] = [];
  const record = (name: string) => (...args: number[]) => { calls.push(`${name}(${args.join(',')})`); };
  const pen = {
    beginPath: record('beginPath'), moveTo: record('moveTo'), lineTo: record('lineTo'), quadraticCurveTo: record('quadraticCurveTo'),
    stroke: record('stroke'), arc: record('arc'), fill: record('fill'),
  } as unknown as Pen;
  return { pen, calls };
}

describe('signature strokes', () => {
  it('draws a stroke as curves through the midpoints of its points, ending at its last point', () => {
    const { pen, calls } = recordingPen();
    drawStrokes(pen, [[{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 20, y: 10 }]], 2);
    expect(calls).toEqual(['beginPath()', 'moveTo(0,0)', 'quadraticCurveTo(10,0,15,5)', 'lineTo(20,10)', 'stroke()']);
  });

  it('draws a tap as a dot of the line width', () => {
    const { pen, calls } = recordingPen();
    drawStrokes(pen, [[{ x: 5, y: 6 }]], 3);
    expect(calls).toEqual(['beginPath()', `arc(5,6,1.5,0,${Math.PI * 2})`, 'fill()']);
  });

  it('accepts a signature with enough ink and refuses dots and a stray flick', () => {
    expect(hasInk([])).toBe(false);
    expect(hasInk([[{ x: 1, y: 1 }], [{ x: 9, y: 9 }]])).toBe(false);
    expect(hasInk([[{ x: 0, y: 0 }, { x: 12, y: 0 }]])).toBe(false);
    expect(hasInk([[{ x: 0, y: 0 }, { x: 12, y: 0 }], [{ x: 0, y: 10 }, { x: 0, y: 22 }]])).toBe(true);
  });

  it('keeps a drawing as its strokes and reads back only strokes of points', () => {
    expect(drawingOf([])).toBeNull();
    const drawing = drawingOf([[{ x: 1.04, y: 2.26 }]]);
    expect(drawing).toEqual({ strokes: [[{ x: 1, y: 2.3 }]] });
    expect(strokesOf(drawing)).toEqual(drawing!.strokes);
    expect(strokesOf({ strokes: [[{ x: 1, y: 2 }, 'x', { x: 'a', y: 1 }], 'y'] })).toEqual([[{ x: 1, y: 2 }]]);
    expect(strokesOf({ fileId: 'F1', url: '/f1.png' })).toEqual([]);
    expect(strokesOf(null)).toEqual([]);
  });
});
