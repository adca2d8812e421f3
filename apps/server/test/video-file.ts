import fs from 'node:fs';
import path from 'node:path';

/**
 * Tiny MP4 movies for the complaint video tests: a header-only movie (ftyp, then moov with mvhd and one video
 * track) that says it lasts `seconds`, which is all a reader of the container's header looks at. The committed
 * fixture `fixtures/complaint-video.mp4` is `testVideo(4)`; a browser cannot play it (it has no frames).
 */
export function testVideo(seconds: number): Buffer {
  const units = Math.round(seconds * 1000);
  const matrix = (b: Buffer, at: number) =>
    [0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000].forEach((v, i) => b.writeUInt32BE(v, at + i * 4));
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12); // time scale: milliseconds
  mvhd.writeUInt32BE(units, 16);
  mvhd.writeUInt32BE(0x00010000, 20); // rate 1.0
  mvhd.writeUInt16BE(0x0100, 24); // volume 1.0
  matrix(mvhd, 36);
  mvhd.writeUInt32BE(2, 96); // next track id
  const tkhd = Buffer.alloc(84);
  tkhd.writeUInt32BE(3, 0); // enabled, in the movie
  tkhd.writeUInt32BE(1, 12);
  tkhd.writeUInt32BE(units, 20);
  matrix(tkhd, 40);
  tkhd.writeUInt32BE(16 << 16, 76);
  tkhd.writeUInt32BE(16 << 16, 80);
  const mdhd = Buffer.alloc(24);
  mdhd.writeUInt32BE(1000, 12);
  mdhd.writeUInt32BE(units, 16);
  mdhd.writeUInt16BE(0x55c4, 20); // language 'und'
  const hdlr = Buffer.concat([Buffer.alloc(8), Buffer.from('vide'), Buffer.alloc(12), Buffer.from('Video\0')]);
  const ftyp = box('ftyp', Buffer.from('isom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2mp41'));
  const trak = box('trak', box('tkhd', tkhd), box('mdia', box('mdhd', mdhd), box('hdlr', hdlr)));
  return Buffer.concat([ftyp, box('moov', box('mvhd', mvhd), trak)]);
}

function box(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length + 8);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

export const complaintVideoFixture = (): Buffer =>
  fs.readFileSync(path.join(import.meta.dirname, 'fixtures', 'complaint-video.mp4'));
