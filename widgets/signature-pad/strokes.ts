/** A point on the pad in CSS pixels, relative to its top-left corner. */
export interface Point {
  x: number;
  y: number;
}

export type Stroke = readonly Point[];

/** The part of CanvasRenderingContext2D a drawing needs (so it can be tested without a canvas). */
export type Pen = Pick<CanvasRenderingContext2D, 'beginPath' | 'moveTo' | 'lineTo' | 'quadraticCurveTo' | 'stroke' | 'arc' | 'fill'>;

/**
 * Draws strokes as smooth curves: each segment is a quadratic curve through the midpoints of the
 * points, so a quick finger's sparse points still give a round line. A tap is a dot.
 */
export function drawStrokes(pen: Pen, strokes: readonly Stroke[], width: number): void {
  for (const stroke of strokes) {
    if (stroke.length === 0) continue;
    pen.beginPath();
    if (stroke.length === 1) {
      pen.arc(stroke[0].x, stroke[0].y, width / 2, 0, Math.PI * 2);
      pen.fill();
      continue;
    }
    pen.moveTo(stroke[0].x, stroke[0].y);
    for (let i = 1; i < stroke.length - 1; i += 1) {
      const mid = { x: (stroke[i].x + stroke[i + 1].x) / 2, y: (stroke[i].y + stroke[i + 1].y) / 2 };
      pen.quadraticCurveTo(stroke[i].x, stroke[i].y, mid.x, mid.y);
    }
    const last = stroke[stroke.length - 1];
    pen.lineTo(last.x, last.y);
    pen.stroke();
  }
}

/** Whether the strokes amount to a signature rather than a stray touch: enough ink, not a single dot. */
export function hasInk(strokes: readonly Stroke[]): boolean {
  let length = 0;
  for (const stroke of strokes) {
    for (let i = 1; i < stroke.length; i += 1) length += Math.hypot(stroke[i].x - stroke[i - 1].x, stroke[i].y - stroke[i - 1].y);
  }
  return length >= 20;
}

/**
 * A signature drawn and not yet confirmed, as the pad keeps it in its bound value: its strokes, with points to a
 * tenth of a pixel, so that a reload draws it again. Null when nothing is drawn.
 */
export interface Drawing {
  strokes: Stroke[];
}

const tenth = (n: number) => Math.round(n * 10) / 10;

export function drawingOf(strokes: readonly Stroke[]): Drawing | null {
  return strokes.length > 0 ? { strokes: strokes.map((stroke) => stroke.map(({ x, y }) => ({ x: tenth(x), y: tenth(y) }))) } : null;
}

/** The strokes of a bound drawing, each a list of its own to draw on; none for anything else (an uploaded signature). */
export function strokesOf(value: unknown): Point[][] {
  const strokes = (value as Partial<Drawing> | null | undefined)?.strokes;
  if (!Array.isArray(strokes)) return [];
  const isPoint = (point: unknown): point is Point => typeof (point as Point)?.x === 'number' && typeof (point as Point)?.y === 'number';
  return strokes.filter(Array.isArray).map((stroke: unknown[]) => stroke.filter(isPoint).map(({ x, y }) => ({ x, y })));
}
