import fs from 'node:fs';
import sharp from 'sharp';
// Draws the app icons (manifest, apple-touch-icon, favicon.ico) from apps/web/public/favicon.svg with sharp.
// Usage: node scripts/make-icons.mjs   (the files are committed; run again after changing the logo)
const dir = process.argv[2] ?? 'apps/web/public';
const svg = fs.readFileSync(`${dir}/favicon.svg`);
const png = (size, pad = 0) =>
  sharp(svg, { density: 512 })
    .resize(size - pad * 2, size - pad * 2)
    .extend({ top: pad, bottom: pad, left: pad, right: pad, background: '#111111' })
    .flatten({ background: '#111111' })
    .png({ compressionLevel: 9 })
    .toBuffer();
fs.writeFileSync(`${dir}/icon-192.png`, await png(192));
fs.writeFileSync(`${dir}/icon-512.png`, await png(512));
fs.writeFileSync(`${dir}/icon-maskable-512.png`, await png(512, 64));
fs.writeFileSync(`${dir}/apple-touch-icon.png`, await png(180));
// favicon.ico: an ICO directory with one 32 px PNG entry (browsers accept PNG inside ICO).
const p32 = await png(32);
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(1, 4);
header.writeUInt8(32, 6);
header.writeUInt8(32, 7);
header.writeUInt8(0, 8);
header.writeUInt8(0, 9);
header.writeUInt16LE(1, 10);
header.writeUInt16LE(32, 12);
header.writeUInt32LE(p32.length, 14);
header.writeUInt32LE(22, 18);
fs.writeFileSync(`${dir}/favicon.ico`, Buffer.concat([header, p32]));
