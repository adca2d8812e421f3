// The demo photos' furniture (seed-art.ts): each kind drawn as SVG from extruded boxes, legs and rounded
// shapes in a palette made from the product's colour, seen from a scene's view.
import type { FurnitureKind } from './seed-art';

export const F = 820; // floor line
export const CX = 512;

export type View = { dx: number; dy: number };
export type Palette = { main: string; light: string; dark: string; deep: string; wood: string; woodDark: string };

function clamp(n: number): number {
  return Math.max(0, Math.min(255, Math.round(n)));
}

/** Mixes a #rrggbb colour towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  const channels = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) =>
    amount >= 0 ? c + (255 - c) * amount : c * (1 + amount),
  );
  return `#${channels.map((c) => clamp(c).toString(16).padStart(2, '0')).join('')}`;
}

export function palette(main: string): Palette {
  return {
    main,
    light: shade(main, 0.28),
    dark: shade(main, -0.28),
    deep: shade(main, -0.5),
    wood: '#9b7653',
    woodDark: '#6e5138',
  };
}

const r = (n: number) => Math.round(n * 10) / 10;

/** An extruded box: front face plus the top and one side face seen from `view`. */
function box(x: number, y: number, w: number, h: number, d: number, fill: string, v: View, rx = 0): string {
  const ox = d * v.dx;
  const oy = -d * v.dy;
  const top = `<polygon points="${r(x)},${r(y)} ${r(x + w)},${r(y)} ${r(x + w + ox)},${r(y + oy)} ${r(x + ox)},${r(y + oy)}" fill="${shade(fill, 0.18)}"/>`;
  const sideX = ox >= 0 ? x + w : x;
  const side = `<polygon points="${r(sideX)},${r(y)} ${r(sideX + ox)},${r(y + oy)} ${r(sideX + ox)},${r(y + h + oy)} ${r(sideX)},${r(y + h)}" fill="${shade(fill, -0.22)}"/>`;
  const front = `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" rx="${rx}" fill="${fill}"/>`;
  return top + (Math.abs(ox) > 0.5 ? side : '') + front;
}

function leg(x: number, yTop: number, w: number, fill: string, taper = 0): string {
  return `<polygon points="${r(x)},${r(yTop)} ${r(x + w)},${r(yTop)} ${r(x + w - taper)},${F} ${r(x + taper)},${F}" fill="${fill}"/>`;
}

function rounded(x: number, y: number, w: number, h: number, rx: number, fill: string, extra = ''): string {
  return `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" rx="${rx}" fill="${fill}" ${extra}/>`;
}

export const draw: Record<FurnitureKind, (p: Palette, v: View) => string> = {
  sofa: (p, v) =>
    [
      box(230, F - 430, 564, 220, 70, p.dark, v, 18),
      leg(250, F - 40, 22, p.woodDark, 4),
      leg(752, F - 40, 22, p.woodDark, 4),
      box(210, F - 250, 604, 120, 150, p.main, v, 10),
      rounded(262, F - 410, 240, 180, 30, p.main),
      rounded(522, F - 410, 240, 180, 30, p.main),
      rounded(250, F - 285, 262, 70, 22, p.light),
      rounded(512, F - 285, 262, 70, 22, p.light),
      box(180, F - 330, 84, 210, 150, p.dark, v, 22),
      box(760, F - 330, 84, 210, 150, p.dark, v, 22),
      `<rect x="600" y="${F - 380}" width="110" height="90" rx="14" fill="#f3efe6" transform="rotate(-8 655 ${F - 335})"/>`,
    ].join(''),
  armchair: (p, v) =>
    [
      box(352, F - 470, 320, 250, 60, p.dark, v, 26),
      leg(366, F - 60, 20, p.woodDark, 5),
      leg(638, F - 60, 20, p.woodDark, 5),
      box(330, F - 270, 364, 130, 150, p.main, v, 12),
      rounded(360, F - 300, 304, 70, 24, p.light),
      box(300, F - 360, 80, 230, 150, p.dark, v, 24),
      box(644, F - 360, 80, 230, 150, p.dark, v, 24),
    ].join(''),
  chair: (p, v) =>
    [
      leg(400, F - 560, 22, p.dark),
      leg(604, F - 560, 22, p.dark),
      ...[0, 1, 2].map((i) => rounded(400, F - 540 + i * 70, 226, 34, 8, p.main)),
      box(380, F - 310, 266, 40, 160, p.main, v, 6),
      leg(392, F - 270, 24, p.dark, 3),
      leg(610, F - 270, 24, p.dark, 3),
      leg(392 + 160 * v.dx, F - 270 - 160 * v.dy, 18, p.deep, 2),
    ].join(''),
  stool: (p, v) =>
    [
      leg(410, F - 400, 24, p.dark, -20),
      leg(590, F - 400, 24, p.dark, -20),
      leg(500 + 60 * v.dx, F - 400, 22, p.deep, 0),
      `<rect x="420" y="${F - 170}" width="190" height="12" rx="6" fill="${p.deep}"/>`,
      `<ellipse cx="${512 + 30 * v.dx}" cy="${F - 420}" rx="150" ry="${44 + 30 * v.dy}" fill="${p.light}"/>`,
      `<path d="M362 ${F - 420} v26 a150 ${44 + 30 * v.dy} 0 0 0 300 0 v-26 z" fill="${p.main}"/>`,
    ].join(''),
  bench: (p, v) =>
    [
      leg(220, F - 300, 30, p.dark, 4),
      leg(774, F - 300, 30, p.dark, 4),
      `<rect x="240" y="${F - 140}" width="544" height="16" fill="${p.deep}"/>`,
      box(190, F - 330, 644, 56, 160, p.main, v, 8),
      rounded(210, F - 360, 604, 34, 16, p.light),
    ].join(''),
  'dining-table': (p, v) =>
    [
      leg(200 + 200 * v.dx, F - 380 - 200 * v.dy, 30, p.deep, 6),
      leg(790 + 200 * v.dx, F - 380 - 200 * v.dy, 30, p.deep, 6),
      box(160, F - 420, 704, 44, 200, p.main, v, 4),
      leg(190, F - 376, 36, p.dark, 7),
      leg(798, F - 376, 36, p.dark, 7),
      `<ellipse cx="${512 + 100 * v.dx}" cy="${F - 440 - 100 * v.dy}" rx="60" ry="16" fill="#ffffff" opacity="0.9"/>`,
      `<path d="M${482 + 100 * v.dx} ${F - 440 - 100 * v.dy} q30 -60 60 0" fill="#6f8f5a"/>`,
    ].join(''),
  'coffee-table': (p, v) =>
    [
      box(200, F - 250, 624, 40, 220, p.main, v, 6),
      box(240, F - 110, 544, 22, 180, p.dark, v, 4),
      leg(220, F - 210, 30, p.deep, 2),
      leg(774, F - 210, 30, p.deep, 2),
      rounded(300, F - 290, 140, 40, 6, '#e8e2d6'),
      rounded(310, F - 318, 110, 28, 6, '#c9bfae'),
    ].join(''),
  desk: (p, v) =>
    [
      leg(210, F - 470, 30, p.deep),
      box(560, F - 470, 250, 470, 170, p.main, v, 4),
      ...[0, 1, 2].map(
        (i) =>
          `<rect x="580" y="${F - 450 + i * 150}" width="210" height="130" fill="${p.light}"/><rect x="655" y="${F - 390 + i * 150}" width="60" height="10" rx="5" fill="${p.deep}"/>`,
      ),
      box(180, F - 500, 660, 40, 190, p.dark, v, 4),
      rounded(260, F - 640, 200, 130, 8, '#2d2d2d'),
      `<rect x="350" y="${F - 510}" width="20" height="30" fill="#2d2d2d"/>`,
    ].join(''),
  bed: (p, v) =>
    [
      box(150, F - 560, 724, 330, 40, p.dark, v, 16),
      box(150, F - 250, 724, 190, 360, p.main, v, 8),
      box(170, F - 330, 684, 90, 340, '#f5f2ec', v, 20),
      rounded(200, F - 380, 280, 90, 40, '#ffffff'),
      rounded(544, F - 380, 280, 90, 40, '#ffffff'),
      rounded(170, F - 280, 684, 130, 26, p.light),
      leg(170, F - 60, 26, p.woodDark, 4),
      leg(828, F - 60, 26, p.woodDark, 4),
    ].join(''),
  bookshelf: (p, v) => {
    const books = ['#c44536', '#2a6f97', '#e9c46a', '#264653', '#f4a261', '#6a4c93', '#8ab17d'];
    const rows = [0, 1, 2, 3].map((row) =>
      Array.from({ length: 7 }, (_, i) => {
        const h = 90 + ((row * 7 + i * 13) % 40);
        const x = 330 + i * 40 + (row % 2) * 20;
        const y = F - 160 - row * 150 - h;
        return `<rect x="${x}" y="${y}" width="32" height="${h}" fill="${books[(row + i) % books.length] ?? '#555'}"/>`;
      }).join(''),
    );
    return [
      box(300, F - 760, 424, 740, 120, p.main, v, 4),
      `<rect x="320" y="${F - 740}" width="384" height="700" fill="${p.deep}"/>`,
      ...rows,
      ...[0, 1, 2, 3].map((i) => `<rect x="320" y="${F - 160 - i * 150}" width="384" height="18" fill="${p.light}"/>`),
    ].join('');
  },
  sideboard: (p, v) =>
    [
      leg(220, F - 120, 24, p.woodDark, 6),
      leg(780, F - 120, 24, p.woodDark, 6),
      box(190, F - 430, 644, 320, 170, p.main, v, 6),
      ...[0, 1, 2].map(
        (i) =>
          `<rect x="${212 + i * 206}" y="${F - 410}" width="190" height="280" fill="${p.light}"/><circle cx="${i === 2 ? 420 + 200 : 390 + i * 30}" cy="${F - 270}" r="8" fill="${p.deep}"/>`,
      ),
      `<path d="M300 ${F - 430} q20 -120 50 -160 q30 40 10 160 z" fill="#8ab17d"/>`,
      rounded(560, F - 520, 150, 90, 6, '#e8e2d6'),
    ].join(''),
  wardrobe: (p, v) =>
    [
      leg(290, F - 50, 26, p.deep),
      leg(710, F - 50, 26, p.deep),
      box(270, F - 700, 484, 650, 180, p.main, v, 6),
      `<rect x="290" y="${F - 680}" width="216" height="610" fill="${p.light}"/>`,
      `<rect x="518" y="${F - 680}" width="216" height="610" fill="${p.light}"/>`,
      `<rect x="488" y="${F - 420}" width="10" height="110" rx="5" fill="${p.deep}"/>`,
      `<rect x="526" y="${F - 420}" width="10" height="110" rx="5" fill="${p.deep}"/>`,
    ].join(''),
  nightstand: (p, v) =>
    [
      leg(380, F - 80, 22, p.woodDark, 5),
      leg(622, F - 80, 22, p.woodDark, 5),
      box(360, F - 420, 304, 340, 200, p.main, v, 8),
      `<rect x="380" y="${F - 400}" width="264" height="140" fill="${p.light}"/>`,
      `<rect x="380" y="${F - 245}" width="264" height="145" fill="${p.light}"/>`,
      `<rect x="482" y="${F - 340}" width="60" height="12" rx="6" fill="${p.deep}"/>`,
      `<rect x="482" y="${F - 180}" width="60" height="12" rx="6" fill="${p.deep}"/>`,
      `<path d="M470 ${F - 420} h84 l-14 -110 h-56 z" fill="#efe9dc"/>`,
    ].join(''),
  'floor-lamp': (p, v) =>
    [
      `<ellipse cx="512" cy="${F - 8}" rx="110" ry="${18 + 20 * v.dy}" fill="${p.deep}"/>`,
      `<rect x="504" y="${F - 600}" width="16" height="600" fill="#2f2f2f"/>`,
      `<ellipse cx="512" cy="${F - 560}" rx="220" ry="90" fill="#fff6d8" opacity="0.5"/>`,
      `<path d="M420 ${F - 780} h184 l70 190 h-324 z" fill="${p.main}"/>`,
      `<ellipse cx="512" cy="${F - 590}" rx="162" ry="${14 + 24 * v.dy}" fill="${p.dark}"/>`,
    ].join(''),
  'table-lamp': (p, v) =>
    [
      box(330, F - 260, 364, 260, 140, '#d9cbb4', v, 4),
      `<path d="M462 ${F - 260} q-60 -90 0 -190 h100 q60 100 0 190 z" fill="${p.main}"/>`,
      `<rect x="506" y="${F - 520}" width="12" height="80" fill="#333"/>`,
      `<path d="M420 ${F - 520} h184 l44 -150 h-272 z" fill="#f4efe4"/>`,
      `<ellipse cx="512" cy="${F - 430}" rx="120" ry="30" fill="#fff1c4" opacity="0.5"/>`,
    ].join(''),
  'pendant-lamp': (p, v) =>
    [
      `<rect x="509" y="0" width="6" height="${F - 520}" fill="#222"/>`,
      `<path d="M332 ${F - 330} a180 190 0 0 1 360 0 z" fill="${p.main}"/>`,
      `<ellipse cx="512" cy="${F - 330}" rx="180" ry="${16 + 20 * v.dy}" fill="${p.dark}"/>`,
      `<ellipse cx="512" cy="${F - 322}" rx="60" ry="22" fill="#fff3c9"/>`,
      `<ellipse cx="512" cy="${F - 120}" rx="260" ry="50" fill="#fff6d8" opacity="0.5"/>`,
    ].join(''),
  mirror: (p, v) =>
    [
      `<ellipse cx="${512 + 20 * v.dx}" cy="${F - 430}" rx="230" ry="310" fill="${p.main}"/>`,
      `<ellipse cx="${512 + 20 * v.dx}" cy="${F - 430}" rx="196" ry="276" fill="#dfe8ec"/>`,
      `<path d="M${400 + 20 * v.dx} ${F - 600} l150 -80 l40 30 l-170 100 z" fill="#ffffff" opacity="0.7"/>`,
      `<path d="M${420 + 20 * v.dx} ${F - 450} l190 -110 l20 24 l-200 110 z" fill="#ffffff" opacity="0.5"/>`,
    ].join(''),
  vase: (p) =>
    [
      `<path d="M512 ${F - 330} q-40 -180 -150 -330 M512 ${F - 330} q20 -220 60 -360 M512 ${F - 330} q70 -150 180 -260" stroke="#55764a" stroke-width="10" fill="none"/>`,
      ...[
        [362, F - 660, -30],
        [572, F - 690, 10],
        [692, F - 590, 40],
        [430, F - 520, -50],
        [630, F - 480, 30],
      ].map(
        ([x, y, a]) =>
          `<ellipse cx="${x}" cy="${y}" rx="60" ry="22" fill="#6f9a5d" transform="rotate(${a} ${x} ${y})"/>`,
      ),
      `<path d="M430 ${F} q-90 -160 0 -300 q-10 -30 10 -40 h144 q20 10 10 40 q90 140 0 300 z" fill="${p.main}"/>`,
      `<path d="M452 ${F - 60} q-50 -110 0 -220" stroke="${p.light}" stroke-width="16" fill="none" stroke-linecap="round"/>`,
    ].join(''),
  clock: (p) =>
    [
      `<circle cx="512" cy="${F - 430}" r="280" fill="${p.main}"/>`,
      `<circle cx="512" cy="${F - 430}" r="240" fill="#fbfaf7"/>`,
      ...Array.from({ length: 12 }, (_, i) => {
        const a = (i * Math.PI) / 6;
        const x1 = 512 + Math.sin(a) * 205;
        const y1 = F - 430 - Math.cos(a) * 205;
        const x2 = 512 + Math.sin(a) * (i % 3 === 0 ? 170 : 190);
        const y2 = F - 430 - Math.cos(a) * (i % 3 === 0 ? 170 : 190);
        return `<line x1="${r(x1)}" y1="${r(y1)}" x2="${r(x2)}" y2="${r(y2)}" stroke="${p.deep}" stroke-width="${i % 3 === 0 ? 12 : 6}"/>`;
      }),
      `<line x1="512" y1="${F - 430}" x2="600" y2="${F - 540}" stroke="#222" stroke-width="12" stroke-linecap="round"/>`,
      `<line x1="512" y1="${F - 430}" x2="420" y2="${F - 470}" stroke="#222" stroke-width="16" stroke-linecap="round"/>`,
      `<circle cx="512" cy="${F - 430}" r="16" fill="${p.dark}"/>`,
    ].join(''),
  'shoe-rack': (p, v) =>
    [
      leg(240, F - 420, 26, p.dark),
      leg(758, F - 420, 26, p.dark),
      ...[0, 1, 2].map((i) => box(226, F - 400 + i * 140, 572, 20, 150, p.main, v, 3)),
      ...[0, 1, 2, 3].map(
        (i) =>
          `<path d="M${280 + i * 130} ${F - 400} q0 -50 40 -60 h30 q10 30 40 40 q20 8 20 20 z" fill="${['#222', '#a0522d', '#e0d8cc', '#3d5a80'][i] ?? '#444'}"/>`,
      ),
      ...[0, 1, 2].map(
        (i) =>
          `<path d="M${320 + i * 160} ${F - 260} q0 -50 40 -60 h30 q10 30 40 40 q20 8 20 20 z" fill="${['#6b4226', '#111', '#b5838d'][i] ?? '#444'}"/>`,
      ),
    ].join(''),
  cushion: (p, v) =>
    [
      box(250, F - 300, 524, 280, 90, '#d8ccb8', v, 10),
      `<path d="M300 ${F - 620} q212 -40 424 0 q30 150 0 300 q-212 40 -424 0 q-30 -150 0 -300 z" fill="${p.main}" stroke="${p.dark}" stroke-width="10"/>`,
      `<path d="M360 ${F - 560} q152 -20 304 0 M360 ${F - 380} q152 20 304 0" stroke="${p.light}" stroke-width="8" fill="none"/>`,
      `<circle cx="512" cy="${F - 470}" r="14" fill="${p.dark}"/>`,
    ].join(''),
  tray: (p, v) =>
    [
      box(230, F - 120, 564, 100, 260, p.main, v, 8),
      `<rect x="250" y="${F - 100}" width="524" height="60" rx="6" fill="${p.dark}"/>`,
      `<rect x="300" y="${F - 190 - 60 * v.dy}" width="120" height="70" rx="6" fill="#3b2a1e"/>`,
      `<circle cx="560" cy="${F - 150 - 60 * v.dy}" r="36" fill="#c9a227"/>`,
      `<rect x="640" y="${F - 170 - 60 * v.dy}" width="90" height="44" rx="8" fill="#6b4226"/>`,
    ].join(''),
};
