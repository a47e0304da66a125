/**
 * Our named entry icons: a white outline glyph (24×24, drawn inside the 48×48 frame) on a rounded square
 * with a diagonal gradient. The names are what page definitions write ("icon": "policy"); the grid
 * props schema lists the same names (a unit test keeps them equal).
 */
const GLYPHS = {
  document: 'M7.5 3.5h6.5l4.5 4.5v11.5a1 1 0 0 1-1 1h-10a1 1 0 0 1-1-1v-15a1 1 0 0 1 1-1z M14 3.5V8h4.5 M9 12.5h6 M9 16h4',
  renew: 'M4.5 12a7.5 7.5 0 0 1 13-5.1 M19.5 12a7.5 7.5 0 0 1-13 5.1 M17.5 3.5v3.5H14 M6.5 20.5V17H10',
  shieldPlus: 'M12 3.5 19 6v5.5c0 4.2-2.9 7.6-7 9-4.1-1.4-7-4.8-7-9V6z M12 9v6 M9 12h6',
  coin: 'M12 20.5a8.5 8.5 0 1 0 0-17 8.5 8.5 0 0 0 0 17z M9 7.5l3 4 3-4 M12 11.5V17 M9.25 12.5h5.5 M9.25 15h5.5',
  gift: 'M4 9h16v3.5H4z M5.5 12.5h13V20h-13z M12 9v11 M12 9c-1.2-2.8-5-3.6-5-1.3C7 9 9.5 9 12 9c2.5 0 5 0 5-1.3 0-2.3-3.8-1.5-5 1.3',
  crown: 'M4.5 17.5 3.5 8l4.75 3.5L12 5l3.75 6.5L20.5 8l-1 9.5z M4.5 20.5h15',
  stethoscope: 'M6 3.5v5a4 4 0 0 0 8 0v-5 M10 12.5v2a4.5 4.5 0 0 0 9 0V13 M19 13a1.75 1.75 0 1 0 0-3.5 1.75 1.75 0 0 0 0 3.5',
  headset: 'M4.5 14.5V12a7.5 7.5 0 0 1 15 0v2.5 M4.5 13.5h2.5v5H6a1.5 1.5 0 0 1-1.5-1.5z M19.5 13.5H17v5h1a1.5 1.5 0 0 0 1.5-1.5z M17 18.5c0 1.3-1.6 2-4 2',
  chat: 'M4 5.5h16v10.5H9.5L5.5 19.5V16H4z M8.5 10.75h.01 M12 10.75h.01 M15.5 10.75h.01',
  hospital: 'M4 20.5V6.5h16v14 M2.5 20.5h19 M12 9v5 M9.5 11.5h5 M10 20.5v-3.5h4v3.5',
  clipboard: 'M9 4.5H6.5a1 1 0 0 0-1 1v14a1 1 0 0 0 1 1h11a1 1 0 0 0 1-1v-14a1 1 0 0 0-1-1H15 M9 3.5h6v3H9z M8.5 13l2.25 2.25 4.75-4.75',
  tooth: 'M7.5 4c-2.5 0-3.5 2.2-3 4.5.6 2.6 1.5 4 1.9 7.2.3 2.4.9 4.8 2.1 4.8 1.6 0 1.4-5 3.5-5s1.9 5 3.5 5c1.2 0 1.8-2.4 2.1-4.8.4-3.2 1.3-4.6 1.9-7.2.5-2.3-.5-4.5-3-4.5-1.9 0-2.8 1-4.5 1S9.4 4 7.5 4z',
  plane: 'M10.5 13.5 4 11l1.5-1.5 7 .5 4-4c1-1 2.5-1.5 3-1s0 2-1 3l-4 4 .5 7-1.5 1.5-2.5-6.5-3 3v2.5L7 21.5l-1-3-3-1 1.5-1H7z',
  bolt: 'M13 3 5.5 13.5H12L11 21l7.5-10.5H12z',
  book: 'M6 3.5h12v17H6z M9 3.5v17 M11.5 8h4 M11.5 11.5h4',
  heartPulse: 'M12 20s-7.5-4.5-7.5-10A4 4 0 0 1 8.5 6c1.5 0 2.7.8 3.5 2 .8-1.2 2-2 3.5-2a4 4 0 0 1 4 4c0 5.5-7.5 10-7.5 10z M7.5 12.5h2.5l1-2 2 4 1-2h2.5',
  pill: 'M8.5 20.5a4.6 4.6 0 0 1-3.25-7.85l7.4-7.4a4.6 4.6 0 0 1 6.5 6.5l-7.4 7.4A4.6 4.6 0 0 1 8.5 20.5z M9 9l6 6',
  wallet: 'M4 7.5h14.5a1.5 1.5 0 0 1 1.5 1.5v9a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 18z M4 7.5l11.5-3v3 M16 13.5h.01',
  card: 'M3.5 6.5h17v11h-17z M3.5 10h17 M6.5 14.5h4',
  people: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6z M3.5 19.5c0-3 2.5-5.5 5.5-5.5s5.5 2.5 5.5 5.5 M16 11a2.5 2.5 0 1 0 0-5 M17 14c2 .4 3.5 2.6 3.5 5.5',
  lock: 'M6 10.5h12v9.5H6z M8.5 10.5v-3a3.5 3.5 0 0 1 7 0v3 M12 14v2.5',
  list: 'M9 6.5h10.5 M9 12h10.5 M9 17.5h10.5 M4.5 6.5h.01 M4.5 12h.01 M4.5 17.5h.01',
  phone: 'M6.5 3.5h3l1.5 4-2 1.5a11 11 0 0 0 6 6l1.5-2 4 1.5v3a2 2 0 0 1-2 2A16 16 0 0 1 4.5 5.5a2 2 0 0 1 2-2z',
  homeHeart: 'M3.5 11 12 4l8.5 7 M5.5 9.5v10.5h13V9.5 M12 17.5s-3-1.8-3-3.7a1.5 1.5 0 0 1 3-.6 1.5 1.5 0 0 1 3 .6c0 1.9-3 3.7-3 3.7z',
  idCard: 'M3.5 5.5h17v13h-17z M9 12a2 2 0 1 0 0-4 2 2 0 0 0 0 4z M5.5 16c.5-1.6 1.8-2.5 3.5-2.5s3 .9 3.5 2.5 M14.5 9.5H18 M14.5 13H18',
  bank: 'M3.5 9 12 4.5 20.5 9z M5.5 9v8 M10 9v8 M14 9v8 M18.5 9v8 M3.5 19.5h17',
  brain: 'M12 5.5v14 M12 5.5a3 3 0 0 0-5.5 1.5 3 3 0 0 0-2 5 3 3 0 0 0 2 4.5 3 3 0 0 0 5.5 2 M12 5.5a3 3 0 0 1 5.5 1.5 3 3 0 0 1 2 5 3 3 0 0 1-2 4.5 3 3 0 0 1-5.5 2',
};

/** Gradient pairs, light to dark along the diagonal. */
const TONES = {
  blue: ['#4e8dff', '#165dff'],
  teal: ['#3fd1d9', '#0aa5b0'],
  red: ['#ff7a6e', '#f53f3f'],
  orange: ['#ffab4d', '#ff7d00'],
  gold: ['#f9cf5f', '#e3a10c'],
  purple: ['#a072f0', '#722ed1'],
  green: ['#4cd67d', '#00a62a'],
  indigo: ['#6f8cff', '#3a4fd8'],
  pink: ['#f77fbe', '#d91a8c'],
  slate: ['#8fa3bf', '#5b6b82'],
} as const;

type Glyph = keyof typeof GLYPHS;
type Tone = keyof typeof TONES;
const icon = (glyph: Glyph, tone: Tone) => ({ path: GLYPHS[glyph], colors: TONES[tone] });

export const ICONS = {
  policy: icon('document', 'blue'),
  preservation: icon('renew', 'teal'),
  claim: icon('shieldPlus', 'red'),
  survival: icon('coin', 'orange'),
  bean: icon('gift', 'gold'),
  vip: icon('crown', 'purple'),
  doctor: icon('stethoscope', 'green'),
  'doctor-teal': icon('stethoscope', 'teal'),
  service: icon('headset', 'indigo'),
  'vip-service': icon('headset', 'pink'),
  consult: icon('chat', 'green'),
  hospital: icon('hospital', 'teal'),
  'hospital-indigo': icon('hospital', 'indigo'),
  checkup: icon('clipboard', 'blue'),
  dental: icon('tooth', 'purple'),
  birthday: icon('gift', 'red'),
  lounge: icon('plane', 'orange'),
  'fast-claim': icon('bolt', 'gold'),
  record: icon('book', 'slate'),
  chronic: icon('heartPulse', 'red'),
  medicine: icon('pill', 'orange'),
  mind: icon('brain', 'purple'),
  payment: icon('wallet', 'purple'),
  'bank-card': icon('card', 'blue'),
  family: icon('people', 'green'),
  privacy: icon('lock', 'slate'),
  'claim-record': icon('list', 'red'),
  contact: icon('phone', 'orange'),
  'home-care': icon('homeHeart', 'orange'),
  'medical-insurance': icon('idCard', 'blue'),
  'policy-review': icon('document', 'slate'),
  bank: icon('bank', 'slate'),
};

export type IconName = keyof typeof ICONS;

export const isIconName = (name: unknown): name is IconName => typeof name === 'string' && Object.hasOwn(ICONS, name);

/**
 * The icon as an SVG document, for where an address is wanted instead of an element: the sandbox's service
 * answers give entries, rights and partners an image address, as the real back end does. `colors` repaints
 * its frame (a bank's own colour).
 */
export function iconDocument(name: IconName, colors: readonly [string, string] = ICONS[name].colors): string {
  return '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 48 48">'
    + `<defs><linearGradient id="g" x2="1" y2="1"><stop stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient></defs>`
    + '<rect width="48" height="48" rx="15" fill="url(#g)"/>'
    + `<path d="${ICONS[name].path}" transform="translate(12 12)" fill="none" stroke="#fff" stroke-width="1.9" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
}
