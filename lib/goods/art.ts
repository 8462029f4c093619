/**
 * Product pictures drawn by the shop itself (no downloads, no stock photos): an SVG of the
 * device's kind in its brand's colours, chosen from the picture's file name.
 */
export type DeviceKind = 'laptop' | 'desktop' | 'workstation' | 'monitor' | 'tablet' | 'allInOne';

type Palette = { body: string; accent: string; screen: [string, string]; label: string };

const BRANDS: Array<[RegExp, Palette]> = [
  [/thinkpad|thinkbook/, { body: '#1d1f22', accent: '#e2231a', screen: ['#0b3d91', '#2f80ed'], label: 'ThinkPad' }],
  [/legion|y9000/, { body: '#2a2e35', accent: '#00b2ff', screen: ['#0d1b3d', '#6a5cff'], label: 'Legion' }],
  [/lenovo|yoga|xiaoxin/, { body: '#5b6068', accent: '#e2231a', screen: ['#14305e', '#5b8cff'], label: 'Lenovo' }],
  [/rog|strix/, { body: '#18191c', accent: '#ff0033', screen: ['#2a0010', '#ff3366'], label: 'ROG' }],
  [/macbook|imac|ipad|apple/, { body: '#c9cdd3', accent: '#8e949c', screen: ['#1c2a5a', '#7aa7ff'], label: 'Apple' }],
  [/dell|optiplex|latitude|xps|alienware/, { body: '#2b2f36', accent: '#0076ce', screen: ['#06324f', '#38a3f1'], label: 'Dell' }],
  [/(^|-)hp-|elitebook|zbook/, { body: '#30343b', accent: '#0096d6', screen: ['#0a2e4a', '#3cc0ff'], label: 'HP' }],
  [/asus|proart|zenbook/, { body: '#2c2f36', accent: '#00539b', screen: ['#10243f', '#4f9dff'], label: 'ASUS' }],
  [/honor|magicbook|magicpad/, { body: '#3d4250', accent: '#0a6cff', screen: ['#1a2350', '#6f8bff'], label: 'HONOR' }],
  [/huawei|matebook|matepad/, { body: '#3a3f47', accent: '#c7000b', screen: ['#1b2440', '#5b8cff'], label: 'HUAWEI' }],
  [/xiaomi|redmi/, { body: '#3a3d42', accent: '#ff6900', screen: ['#1f2a44', '#ff9a4d'], label: 'Xiaomi' }],
  [/microsoft|surface/, { body: '#b9bdc4', accent: '#0067b8', screen: ['#0f2f5c', '#4ca3ff'], label: 'Microsoft' }],
  [/samsung|odyssey|galaxy/, { body: '#2e3340', accent: '#1428a0', screen: ['#101a4a', '#5068ff'], label: 'Samsung' }],
  [/acer|predator/, { body: '#34383f', accent: '#83b81a', screen: ['#15322a', '#54c29a'], label: 'Acer' }],
  [/(^|-)msi-/, { body: '#1c1d20', accent: '#e60012', screen: ['#2b0a0a', '#ff4d4d'], label: 'MSI' }],
  [/(^|-)aoc-|agon/, { body: '#26282c', accent: '#e4002b', screen: ['#1b1f3a', '#5a6bff'], label: 'AOC' }],
  [/benq/, { body: '#2f3236', accent: '#5a2d82', screen: ['#221a3d', '#8c6bff'], label: 'BenQ' }],
  [/(^|-)lg-/, { body: '#34363b', accent: '#a50034', screen: ['#2a1021', '#ff5c8a'], label: 'LG' }],
  [/philips/, { body: '#2c2f35', accent: '#0b5ed7', screen: ['#0d2850', '#4d94ff'], label: 'Philips' }],
  [/mechrevo/, { body: '#1f2126', accent: '#f5a623', screen: ['#2b2210', '#ffc65c'], label: '机械革命' }],
  [/thunderobot/, { body: '#1d1f24', accent: '#00c2ff', screen: ['#08263a', '#3fd2ff'], label: '雷神' }],
  [/beelink/, { body: '#3b3f46', accent: '#1f6feb', screen: ['#0f2a55', '#4c8dff'], label: 'Beelink' }],
];

const FALLBACK: Palette = { body: '#2f3540', accent: '#1f6feb', screen: ['#0f2a55', '#4c8dff'], label: '云租电脑' };

export function kindOf(name: string): DeviceKind {
  const slug = name.toLowerCase();
  if (/monitor|display|u27|pa27|显示器/.test(slug)) return 'monitor';
  if (/ipad|tablet|matepad|magicpad|surface-pro|(^|-)pad(-|$)/.test(slug)) return 'tablet';
  if (/imac|all-in-one|aio/.test(slug)) return 'allInOne';
  if (/workstation|z2-|precision-tower|thinkstation/.test(slug)) return 'workstation';
  if (/tower|desktop|optiplex|mini-pc|prodesk/.test(slug)) return 'desktop';
  return 'laptop';
}

export function paletteOf(name: string): Palette {
  const slug = name.toLowerCase();
  return BRANDS.find(([pattern]) => pattern.test(slug))?.[1] ?? FALLBACK;
}

function screen(x: number, y: number, w: number, h: number, p: Palette, r = 6): string {
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="url(#scr)"/>` +
    `<path d="M${x + w * 0.55} ${y} L${x + w} ${y} L${x + w} ${y + h * 0.45} Z" fill="#fff" opacity=".08"/>` +
    `<rect x="${x + w * 0.08}" y="${y + h * 0.7}" width="${w * 0.3}" height="6" rx="3" fill="${p.accent}" opacity=".9"/>`
  );
}

const DRAW: Record<DeviceKind, (p: Palette) => string> = {
  laptop: (p) =>
    `<rect x="110" y="70" width="260" height="170" rx="10" fill="${p.body}"/>` +
    screen(122, 82, 236, 146, p) +
    `<path d="M80 244 H400 L384 270 Q380 276 372 276 H108 Q100 276 96 270 Z" fill="${p.body}"/>` +
    `<path d="M80 244 H400 L398 250 H82 Z" fill="#fff" opacity=".18"/>` +
    `<rect x="212" y="246" width="56" height="5" rx="2.5" fill="#000" opacity=".25"/>`,
  desktop: (p) =>
    `<rect x="96" y="70" width="150" height="210" rx="10" fill="${p.body}"/>` +
    `<rect x="112" y="90" width="118" height="10" rx="5" fill="#fff" opacity=".12"/>` +
    `<circle cx="171" cy="250" r="9" fill="${p.accent}"/>` +
    `<rect x="112" y="118" width="118" height="100" rx="6" fill="#fff" opacity=".06"/>` +
    `<rect x="266" y="110" width="140" height="96" rx="6" fill="${p.body}"/>` +
    screen(274, 118, 124, 80, p, 3) +
    `<rect x="326" y="206" width="20" height="40" fill="${p.body}"/><rect x="300" y="246" width="72" height="8" rx="4" fill="${p.body}"/>` +
    `<rect x="258" y="262" width="156" height="14" rx="4" fill="${p.body}" opacity=".85"/>`,
  workstation: (p) =>
    `<rect x="150" y="56" width="180" height="236" rx="12" fill="${p.body}"/>` +
    Array.from({ length: 9 }, (_, i) => `<rect x="172" y="${84 + i * 16}" width="136" height="6" rx="3" fill="#fff" opacity=".1"/>`).join('') +
    `<rect x="172" y="238" width="60" height="8" rx="4" fill="${p.accent}"/><circle cx="296" cy="262" r="10" fill="${p.accent}"/>`,
  monitor: (p) =>
    `<rect x="70" y="56" width="340" height="200" rx="10" fill="${p.body}"/>` +
    screen(80, 66, 320, 172, p) +
    `<rect x="226" y="256" width="28" height="34" fill="${p.body}"/><rect x="176" y="288" width="128" height="10" rx="5" fill="${p.body}"/>` +
    `<rect x="232" y="244" width="16" height="4" rx="2" fill="${p.accent}"/>`,
  tablet: (p) =>
    `<rect x="166" y="42" width="148" height="266" rx="18" fill="${p.body}"/>` + screen(176, 54, 128, 242, p, 10) + `<circle cx="240" cy="48" r="2.5" fill="#000" opacity=".4"/>`,
  allInOne: (p) =>
    `<rect x="80" y="50" width="320" height="210" rx="14" fill="${p.body}"/>` + screen(92, 62, 296, 168, p) + `<path d="M210 260 H270 L282 300 H198 Z" fill="${p.body}"/>`,
};

/** A brand mark for the backs of devices: the accent dot and the label, centred on (x, y). */
function mark(x: number, y: number, p: Palette, size = 18): string {
  return (
    `<circle cx="${x}" cy="${y - size * 1.3}" r="${size * 0.55}" fill="${p.accent}"/>` +
    `<text x="${x}" y="${y + size * 0.6}" text-anchor="middle" font-family="Arial, sans-serif" font-size="${size}" font-weight="700" fill="${isLight(p.body) ? '#1b1f24' : '#fff'}" opacity=".8">${p.label}</text>`
  );
}

/** Silver bodies (Apple, Surface) need a dark label to be readable. */
function isLight(hex: string): boolean {
  const value = Number.parseInt(hex.slice(1), 16);
  const luminance = 0.299 * ((value >> 16) & 255) + 0.587 * ((value >> 8) & 255) + 0.114 * (value & 255);
  return luminance > 150;
}

function vents(x: number, y: number, w: number, rows: number, gap = 12): string {
  return Array.from({ length: rows }, (_, i) => `<rect x="${x}" y="${y + i * gap}" width="${w}" height="4" rx="2" fill="#fff" opacity=".1"/>`).join('');
}

function ports(x: number, y: number, count: number, p: Palette): string {
  return Array.from({ length: count }, (_, i) => `<rect x="${x + i * 16}" y="${y}" width="10" height="5" rx="1.5" fill="${i === 0 ? p.accent : '#0b0d10'}" opacity=".8"/>`).join(
    '',
  );
}

/** The device seen from its left side: its profile, hinge and ports. */
const DRAW_SIDE: Record<DeviceKind, (p: Palette) => string> = {
  laptop: (p) =>
    `<path d="M96 268 L132 84 Q134 76 142 78 L150 80 L116 270 Z" fill="${p.body}"/>` +
    `<rect x="92" y="262" width="300" height="14" rx="5" fill="${p.body}"/>` +
    `<rect x="92" y="262" width="300" height="3" rx="1.5" fill="#fff" opacity=".18"/>` +
    ports(150, 267, 4, p),
  desktop: (p) =>
    `<rect x="110" y="60" width="260" height="230" rx="10" fill="${p.body}"/>` +
    `<rect x="130" y="84" width="150" height="180" rx="8" fill="${p.screen[0]}" opacity=".55"/>` +
    `<circle cx="205" cy="150" r="28" fill="none" stroke="${p.accent}" stroke-width="4" opacity=".8"/>` +
    vents(300, 90, 50, 14),
  workstation: (p) =>
    `<rect x="96" y="50" width="288" height="246" rx="12" fill="${p.body}"/>` +
    `<rect x="120" y="40" width="240" height="14" rx="7" fill="${p.body}"/>` +
    vents(124, 84, 232, 14) +
    `<rect x="124" y="262" width="80" height="8" rx="4" fill="${p.accent}"/>`,
  monitor: (p) =>
    `<rect x="218" y="60" width="22" height="200" rx="6" fill="${p.body}"/>` +
    `<path d="M240 150 L268 160 L268 250 L252 250 L252 170 L240 166 Z" fill="${p.body}"/>` +
    `<rect x="176" y="288" width="128" height="10" rx="5" fill="${p.body}"/><rect x="252" y="246" width="16" height="44" fill="${p.body}"/>`,
  tablet: (p) =>
    `<rect x="228" y="42" width="22" height="266" rx="9" fill="${p.body}"/>` +
    `<rect x="246" y="86" width="5" height="34" rx="2" fill="${p.accent}"/><rect x="246" y="130" width="5" height="20" rx="2" fill="#0b0d10" opacity=".6"/>`,
  allInOne: (p) =>
    `<rect x="214" y="48" width="20" height="214" rx="7" fill="${p.body}"/>` +
    `<path d="M230 200 L262 300 L246 300 L222 226 Z" fill="${p.body}"/><rect x="196" y="296" width="88" height="8" rx="4" fill="${p.body}"/>`,
};

/** The device from behind: lid, panel or rear ports with the brand mark. */
const DRAW_BACK: Record<DeviceKind, (p: Palette) => string> = {
  laptop: (p) =>
    `<rect x="110" y="62" width="260" height="184" rx="12" fill="${p.body}"/>` +
    `<rect x="110" y="62" width="260" height="6" rx="3" fill="#fff" opacity=".12"/>` +
    mark(240, 160, p) +
    `<rect x="96" y="246" width="288" height="20" rx="6" fill="${p.body}"/><rect x="96" y="246" width="288" height="4" fill="#000" opacity=".25"/>`,
  desktop: (p) =>
    `<rect x="150" y="56" width="180" height="236" rx="10" fill="${p.body}"/>` +
    ports(170, 84, 6, p) +
    ports(170, 100, 6, p) +
    `<circle cx="240" cy="190" r="44" fill="none" stroke="#fff" stroke-width="3" opacity=".2"/><circle cx="240" cy="190" r="8" fill="${p.accent}"/>` +
    `<rect x="176" y="254" width="128" height="22" rx="4" fill="#0b0d10" opacity=".5"/>`,
  workstation: (p) =>
    `<rect x="140" y="50" width="200" height="246" rx="12" fill="${p.body}"/>` +
    ports(160, 76, 8, p) +
    ports(160, 92, 8, p) +
    `<circle cx="196" cy="176" r="34" fill="none" stroke="#fff" stroke-width="3" opacity=".2"/><circle cx="284" cy="176" r="34" fill="none" stroke="#fff" stroke-width="3" opacity=".2"/>` +
    `<rect x="160" y="236" width="160" height="40" rx="6" fill="#0b0d10" opacity=".45"/><circle cx="300" cy="256" r="7" fill="${p.accent}"/>`,
  monitor: (p) =>
    `<rect x="70" y="56" width="340" height="200" rx="10" fill="${p.body}"/>` +
    mark(240, 128, p, 16) +
    `<rect x="200" y="170" width="80" height="60" rx="6" fill="#fff" opacity=".08"/>` +
    ports(196, 240, 6, p) +
    `<rect x="226" y="230" width="28" height="60" fill="${p.body}" opacity=".9"/><rect x="176" y="288" width="128" height="10" rx="5" fill="${p.body}"/>`,
  tablet: (p) =>
    `<rect x="166" y="42" width="148" height="266" rx="18" fill="${p.body}"/>` +
    `<rect x="182" y="58" width="34" height="34" rx="9" fill="#0b0d10" opacity=".55"/><circle cx="199" cy="75" r="7" fill="${p.screen[1]}" opacity=".7"/>` +
    mark(240, 180, p, 14),
  allInOne: (p) =>
    `<rect x="80" y="50" width="320" height="210" rx="14" fill="${p.body}"/>` +
    mark(240, 130, p) +
    ports(196, 224, 6, p) +
    `<path d="M210 220 H270 L282 300 H198 Z" fill="${p.body}" opacity=".92"/>`,
};

/** The angles a product picture can be drawn from; `front` is the listing's picture. */
export const PICTURE_VIEWS = ['front', 'side', 'back'] as const;
export type PictureView = (typeof PICTURE_VIEWS)[number];

export const PICTURE_VIEW_LABELS: Record<PictureView, string> = { front: '正面', side: '侧面', back: '背面' };

export function isPictureView(value: string): value is PictureView {
  return (PICTURE_VIEWS as readonly string[]).includes(value);
}

const DRAWN_PICTURE = /^\/goods\/[a-z0-9][a-z0-9-]{0,80}\.svg$/;

/**
 * The pictures of a product page's gallery: the goods' own pictures, and the cover drawn from
 * the other angles when the shop draws it (`/goods/<slug>.svg?view=side`).
 */
export function galleryPictures(images: readonly string[]): Array<{ src: string; view: PictureView }> {
  const own = images.map((src) => ({ src, view: 'front' as PictureView }));
  const cover = images[0];
  if (!cover || !DRAWN_PICTURE.test(cover)) return own;
  return [...own, ...PICTURE_VIEWS.filter((view) => view !== 'front').map((view) => ({ src: `${cover}?view=${view}`, view }))];
}

const DRAW_VIEW: Record<PictureView, Record<DeviceKind, (p: Palette) => string>> = { front: DRAW, side: DRAW_SIDE, back: DRAW_BACK };

/** The SVG document for a picture file name such as `thinkpad-x1-carbon-2025.svg`, from the front unless told otherwise. */
export function drawGoodsPicture(fileName: string, view: PictureView = 'front'): string {
  const name = fileName.replace(/\.svg$/i, '');
  const palette = paletteOf(name);
  const kind = kindOf(name);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 360" width="480" height="360" role="img">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f7f9fc"/><stop offset="1" stop-color="#e9eef6"/></linearGradient>` +
    `<linearGradient id="scr" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.screen[0]}"/><stop offset="1" stop-color="${palette.screen[1]}"/></linearGradient></defs>` +
    `<rect width="480" height="360" fill="url(#bg)"/>` +
    `<ellipse cx="240" cy="318" rx="190" ry="14" fill="#000" opacity=".07"/>` +
    DRAW_VIEW[view][kind](palette) +
    `<text x="24" y="342" font-family="Arial, sans-serif" font-size="15" font-weight="700" fill="${palette.accent}">${palette.label}</text>` +
    `</svg>`
  );
}
