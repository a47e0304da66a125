// The e-policy's page furniture: A4 margins, the type sizes and line heights, section titles and ruled tables whose
// cells wrap their text and whose rows grow to the tallest cell, so that nothing is ever printed over anything else.
// Every piece is placed at an explicit position; `doc.y` is where the next one goes.

export const PAGE = { width: 595.28, height: 841.89, margin: 44 };
export const LEFT = PAGE.margin;
export const RIGHT = PAGE.width - PAGE.margin;
export const WIDTH = RIGHT - LEFT;
const BOTTOM = PAGE.height - PAGE.margin;

export const COLOR = { brand: '#165dff', ink: '#1d2129', muted: '#4e5969', rule: '#c9cdd4', shade: '#f2f3f5' };
export const FONT = { regular: 'regular', bold: 'bold' };
/** Body text: size and the gap added between the lines of a wrapped cell. */
export const BODY = { size: 9.5, lineGap: 1.5 };
const PAD = { x: 6, y: 4 };

interface Cell {
  text: string;
  width: number;
  /** A label or a column heading: shaded, in the muted colour. */
  label?: boolean;
}

/** Starts a new page when `height` more does not fit on this one. */
export function ensureRoom(doc: PDFKit.PDFDocument, height: number): void {
  if (doc.y + height > BOTTOM) {
    doc.addPage();
    doc.y = PAGE.margin;
  }
}

/** A section's title with the brand's bar before it, kept on the page with at least the section's first row. */
export function section(doc: PDFKit.PDFDocument, title: string): void {
  ensureRoom(doc, 50);
  const y = doc.y + 8;
  doc.rect(LEFT, y + 1, 3, 12).fill(COLOR.brand);
  doc.font(FONT.bold).fontSize(11).fillColor(COLOR.ink).text(title, LEFT + 9, y, { lineBreak: false });
  doc.y = y + 19;
}

const cellOptions = (cell: Cell) => ({ width: cell.width - PAD.x * 2, lineGap: BODY.lineGap });

/** One row of ruled cells, as tall as its tallest cell's wrapped text. */
function row(doc: PDFKit.PDFDocument, cells: Cell[]): void {
  doc.fontSize(BODY.size);
  const height = Math.max(...cells.map((cell) => doc.font(cell.label ? FONT.bold : FONT.regular).heightOfString(cell.text, cellOptions(cell)))) + PAD.y * 2;
  ensureRoom(doc, height);
  const y = doc.y;
  let x = LEFT;
  for (const cell of cells) {
    if (cell.label) doc.rect(x, y, cell.width, height).fill(COLOR.shade);
    doc.lineWidth(0.6).rect(x, y, cell.width, height).stroke(COLOR.rule);
    doc.font(cell.label ? FONT.bold : FONT.regular).fontSize(BODY.size).fillColor(cell.label ? COLOR.muted : COLOR.ink)
      .text(cell.text, x + PAD.x, y + PAD.y, cellOptions(cell));
    x += cell.width;
  }
  doc.y = y + height;
}

export type Fact = [label: string, value: string];
const LABEL = 78;
const VALUE = (WIDTH - LABEL * 2) / 2;

/** Facts two to a row (label, value, label, value); a fact alone in its row spans the row. */
export function facts(doc: PDFKit.PDFDocument, rows: Fact[][]): void {
  for (const pair of rows) {
    const wide = pair.length === 1;
    row(doc, pair.flatMap(([label, value]) => [{ text: label, width: LABEL, label: true }, { text: value, width: wide ? WIDTH - LABEL : VALUE }]));
  }
}

/** A table with a heading row: `widths` are shares of the full width. */
export function table(doc: PDFKit.PDFDocument, headings: string[], widths: number[], rows: string[][]): void {
  const total = widths.reduce((sum, w) => sum + w, 0);
  const sized = (texts: string[], label: boolean) => texts.map((text, i) => ({ text, width: (WIDTH * widths[i]!) / total, label }));
  row(doc, sized(headings, true));
  for (const cells of rows) row(doc, sized(cells, false));
}

/** Text from the left margin across the full width (or `width`), wrapped, in the body's size or `size`. */
export function paragraph(doc: PDFKit.PDFDocument, text: string, { size = BODY.size, color = COLOR.ink, width = WIDTH } = {}): void {
  doc.font(FONT.regular).fontSize(size).fillColor(color);
  const options = { width, lineGap: BODY.lineGap };
  ensureRoom(doc, doc.heightOfString(text, options));
  const y = doc.y;
  doc.text(text, LEFT, y, options);
  doc.y = y + doc.heightOfString(text, options);
}
