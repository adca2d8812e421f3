/**
 * Demo product photos, drawn by us: furniture as SVG in the product's colour, seen from a few angles on a
 * few backdrops. Rendered to WebP by sharp through the photo store (seed.ts). No downloaded pictures.
 */

import { CX, draw, F, palette, type View } from './seed-art-furniture';

export { shade } from './seed-art-furniture';

export const FURNITURE_KINDS = [
  'sofa',
  'armchair',
  'chair',
  'stool',
  'bench',
  'dining-table',
  'coffee-table',
  'desk',
  'bed',
  'bookshelf',
  'sideboard',
  'wardrobe',
  'nightstand',
  'floor-lamp',
  'table-lamp',
  'pendant-lamp',
  'mirror',
  'vase',
  'clock',
  'shoe-rack',
  'cushion',
  'tray',
] as const;
export type FurnitureKind = (typeof FURNITURE_KINDS)[number];

export const ART_SIZE = 1024;

type Scene = {
  wall: string;
  floor: string;
  view: View;
  /** Zoom about the object's centre: 1 = whole piece, > 1 = detail shot. */
  zoom: number;
  mirror: boolean;
  props: 'none' | 'plant' | 'frame' | 'window';
};

// One scene per photo position: front on warm white, three-quarter view with a plant, a close-up, a
// room with a window, a mirrored view on a darker backdrop.
const DEFAULT_SCENE: Scene = {
  wall: '#f5f2ed',
  floor: '#e7e1d8',
  view: { dx: 0, dy: 0.25 },
  zoom: 1,
  mirror: false,
  props: 'none',
};
const SCENES: Scene[] = [
  { wall: '#f5f2ed', floor: '#e7e1d8', view: { dx: 0, dy: 0.25 }, zoom: 1, mirror: false, props: 'none' },
  { wall: '#eceff1', floor: '#d9d4cc', view: { dx: 0.55, dy: 0.35 }, zoom: 0.92, mirror: false, props: 'plant' },
  { wall: '#f1ece4', floor: '#e3dccf', view: { dx: 0.35, dy: 0.3 }, zoom: 1.3, mirror: false, props: 'none' },
  { wall: '#eae7e1', floor: '#cdb89a', view: { dx: -0.45, dy: 0.3 }, zoom: 0.85, mirror: false, props: 'window' },
  { wall: '#3f3d3a', floor: '#2e2c2a', view: { dx: 0.5, dy: 0.3 }, zoom: 0.95, mirror: true, props: 'frame' },
];

function backdrop(scene: Scene, kind: FurnitureKind): string {
  const parts = [
    `<rect width="${ART_SIZE}" height="${ART_SIZE}" fill="${scene.wall}"/>`,
    `<rect y="${F}" width="${ART_SIZE}" height="${ART_SIZE - F}" fill="${scene.floor}"/>`,
    `<rect width="${ART_SIZE}" height="${ART_SIZE}" fill="url(#light)"/>`,
  ];
  if (scene.props === 'window') {
    parts.push(
      `<rect x="70" y="120" width="240" height="380" fill="#dfeaf0" stroke="#ffffff" stroke-width="18"/>`,
      `<line x1="190" y1="120" x2="190" y2="500" stroke="#ffffff" stroke-width="12"/>`,
      ...[1, 2, 3, 4].map(
        (i) => `<line x1="0" y1="${F + i * 48}" x2="${ART_SIZE}" y2="${F + i * 48}" stroke="#b9a386"/>`,
      ),
    );
  }
  if (scene.props === 'frame') {
    parts.push(
      `<rect x="740" y="110" width="200" height="260" fill="#e9e4da" stroke="#c9a96e" stroke-width="10"/>`,
      `<path d="M760 340 l60 -90 l40 50 l30 -30 l40 70 z" fill="#8a9a7b"/>`,
    );
  }
  if (scene.props === 'plant' && kind !== 'vase') {
    parts.push(
      `<path d="M880 ${F} h90 l-12 -110 h-66 z" fill="#d8cfc2"/>`,
      ...[
        [925, F - 180, -20],
        [890, F - 150, -55],
        [960, F - 160, 40],
        [925, F - 250, 5],
      ].map(
        ([x, y, a]) =>
          `<ellipse cx="${x}" cy="${y}" rx="24" ry="70" fill="#5f8a55" transform="rotate(${a} ${x} ${y})"/>`,
      ),
    );
  }
  return parts.join('');
}

const WALL_MOUNTED = new Set<FurnitureKind>(['mirror', 'clock', 'pendant-lamp']);

/** The SVG of one photo: `kind` in `colorHex`, in scene `photoIndex` (0–4). */
export function furnitureSvg(kind: FurnitureKind, colorHex: string, photoIndex: number): string {
  const scene = SCENES[photoIndex % SCENES.length] ?? DEFAULT_SCENE;
  const p = palette(colorHex);
  const view = scene.mirror ? { dx: -scene.view.dx, dy: scene.view.dy } : scene.view;
  const object = draw[kind](p, view);
  const cy = F - 380;
  const flip = scene.mirror ? ` translate(${ART_SIZE} 0) scale(-1 1)` : '';
  const zoom = `translate(${CX} ${cy}) scale(${scene.zoom}) translate(${-CX} ${-cy})`;
  const shadow = WALL_MOUNTED.has(kind)
    ? ''
    : `<ellipse cx="${CX}" cy="${F + 6}" rx="360" ry="34" fill="url(#shadow)"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_SIZE}" height="${ART_SIZE}" viewBox="0 0 ${ART_SIZE} ${ART_SIZE}">
<defs>
<radialGradient id="light" cx="0.35" cy="0.25" r="0.9"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#000000" stop-opacity="0.12"/></radialGradient>
<radialGradient id="shadow"><stop offset="0" stop-color="#000000" stop-opacity="0.28"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient>
</defs>
${backdrop(scene, kind)}
<g transform="${zoom}${flip}">${shadow}${object}</g>
</svg>`;
}
