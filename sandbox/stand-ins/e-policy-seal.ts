// The company's electronic seal on the e-policy, drawn as vector graphics as a Chinese company seal looks: a red
// ring, a five-pointed star in the middle, the company's name along the upper arc, each character upright to the
// rim, and what the seal is for across the bottom. Its text is real text in the document's bold font, `font`.

const RED = '#d0202e';
/** The arc the company's name runs along, in degrees either side of the top. */
const ARC = 108;

export interface Seal { cx: number; cy: number; radius: number }

/** Draws the seal of `company`, for `purpose` (电子保单专用章), centred at (cx, cy). */
export function drawSeal(doc: PDFKit.PDFDocument, { cx, cy, radius }: Seal, font: string, company: string, purpose: string): void {
  const ring = radius * 0.055;
  doc.save().font(font).fillColor(RED).strokeColor(RED).fillOpacity(0.92).strokeOpacity(0.92);
  doc.lineWidth(ring).circle(cx, cy, radius - ring / 2).stroke();
  star(doc, cx, cy - radius * 0.04, radius * 0.3);

  const size = radius * 0.21;
  // The centre of each character's box, so far in from the rim that the ring and the characters stay apart.
  const along = radius - ring - size * 0.75;
  const glyphs = [...company];
  glyphs.forEach((glyph, i) => {
    const angle = glyphs.length === 1 ? 0 : -ARC + (2 * ARC * i) / (glyphs.length - 1);
    const x = cx + along * Math.sin((angle * Math.PI) / 180);
    const y = cy - along * Math.cos((angle * Math.PI) / 180);
    doc.save().rotate(angle, { origin: [x, y] }).fontSize(size);
    doc.text(glyph, x - doc.widthOfString(glyph) / 2, y + size / 2, { lineBreak: false, baseline: 'alphabetic' });
    doc.restore();
  });

  const small = radius * 0.16;
  doc.fontSize(small);
  doc.text(purpose, cx - doc.widthOfString(purpose) / 2, cy + radius * 0.58, { lineBreak: false, baseline: 'alphabetic' });
  doc.restore();
}

/** A filled five-pointed star of outer radius `r`, one point up. */
function star(doc: PDFKit.PDFDocument, cx: number, cy: number, r: number): void {
  const inner = r * 0.382;
  const points = Array.from({ length: 10 }, (_, i) => {
    const angle = (i * Math.PI) / 5;
    const reach = i % 2 === 0 ? r : inner;
    return [cx + reach * Math.sin(angle), cy - reach * Math.cos(angle)] as [number, number];
  });
  doc.polygon(...points).fill();
}
