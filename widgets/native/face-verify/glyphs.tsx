// Line drawings for the intro: a face in the round frame and one glyph per tip (24×24, currentColor).

export function FaceOutline() {
  return (
    <svg className="w-face-verify__outline" viewBox="0 0 120 120" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
      <path d="M60 22c-17 0-28 12-28 30v10c0 18 12 34 28 34s28-16 28-34V52c0-18-11-30-28-30z" />
      <path d="M47 56v4M73 56v4M60 60v10l-4 3M51 82c5 4 13 4 18 0" />
      <path d="M14 32V18a4 4 0 0 1 4-4h14M106 32V18a4 4 0 0 0-4-4H88M14 88v14a4 4 0 0 0 4 4h14M106 88v14a4 4 0 0 1-4 4H88" />
    </svg>
  );
}

const TIP_GLYPHS = {
  light: <><circle cx="12" cy="12" r="4" /><path d="M12 2.5v2.5M12 19v2.5M2.5 12H5M19 12h2.5M5.3 5.3l1.8 1.8M16.9 16.9l1.8 1.8M5.3 18.7l1.8-1.8M16.9 7.1l1.8-1.8" /></>,
  face: <><rect x="4" y="3" width="16" height="18" rx="3" /><path d="M9.5 10v1M14.5 10v1M9.5 15.5c1.5 1 3.5 1 5 0" /></>,
  glasses: <><circle cx="7" cy="14" r="3.5" /><circle cx="17" cy="14" r="3.5" /><path d="M10.5 14h3M3 4l18 18" /></>,
};

export type Tip = keyof typeof TIP_GLYPHS;

export function TipGlyph({ tip }: { tip: Tip }) {
  return (
    <svg className="w-face-verify__tip-glyph" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      {TIP_GLYPHS[tip]}
    </svg>
  );
}
