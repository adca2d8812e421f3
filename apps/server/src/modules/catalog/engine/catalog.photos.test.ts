import { describe, expect, it } from 'vitest';
import { TextPool } from './catalog.columns';
import { packPhotos, unpackPhotos, type LoadedPhoto } from './catalog.photos';

describe('photos packed in the read model', () => {
  it('gives back every photo in order, hex keys and any other key alike', () => {
    const photos: LoadedPhoto[] = [
      [7, 1600, 1200, '0123456789abcdef0123456789abcdef'],
      [2_000_000_000, 640, 70_000, 'seed/kursi jati-1.jpg'],
      [9, 1, 1, 'ffffffffffffffffffffffffffffffff'],
      [10, 800, 800, 'ABCDEF0123456789abcdef0123456789'], // upper case is not the store's form: kept as text
    ];
    const back = unpackPhotos(Buffer.from(packPhotos(photos)));
    expect(back).toEqual(photos.map(([id, width, height, file_key]) => ({ id, width, height, file_key })));
    expect(unpackPhotos(Buffer.from(packPhotos(null)))).toEqual([]);
    expect(unpackPhotos(Buffer.from(packPhotos([])))).toEqual([]);
  });

  it('keeps each slot its own photos through rewrites and the pool’s compaction', () => {
    const pool = new TextPool();
    const key = (n: number) => n.toString(16).padStart(32, '0');
    for (let round = 0; round < 4; round += 1) {
      for (let slot = 0; slot < 3_000; slot += 1) {
        const photos: LoadedPhoto[] = Array.from({ length: (slot + round) % 4 }, (_, i) => [
          slot * 10 + i,
          round,
          i,
          key(slot + i),
        ]);
        pool.setBytes(slot, packPhotos(photos));
      }
    }
    for (const slot of [0, 1, 2, 1_234, 2_999]) {
      const count = (slot + 3) % 4;
      expect(unpackPhotos(pool.view(slot))).toEqual(
        Array.from({ length: count }, (_, i) => ({ id: slot * 10 + i, width: 3, height: i, file_key: key(slot + i) })),
      );
    }
  });
});
