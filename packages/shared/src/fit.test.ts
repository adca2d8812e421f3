import { describe, expect, it } from 'vitest';
import { checkFit, checkOpening, checkRoom, worstVerdict } from './fit';

const door = { width: 75, height: 200 };

describe('checkOpening: the packed box through the narrowest opening', () => {
  it('passes standing upright with room to spare', () => {
    const r = checkOpening({ width: 100, depth: 58, height: 190 }, door);
    expect(r).toMatchObject({ verdict: 'fits', way: 'upright', spare_cm: 10 });
  });

  it('fits only tilted: too tall to stand, but its length is under the diagonal', () => {
    // 210 cm tall > 200 cm door; sides 60 × 80 pass 75 × 200; 210 < diagonal 213.6
    const r = checkOpening({ width: 80, depth: 60, height: 210 }, door);
    expect(r.way).toBe('tilted');
    expect(r.verdict).toBe('tight');
    expect(r.diagonal_cm).toBeCloseTo(213.6, 1);
    expect(r.spare_cm).toBeCloseTo(3.6, 1);
  });

  it('fits only tilted: both horizontal sides wider than the door, laid on its side', () => {
    // a low, wide box 90 × 90 × 40: upright its thinner side (90) is wider than 75; on its side 40 × 90 passes
    const r = checkOpening({ width: 90, depth: 90, height: 40 }, door);
    expect(r).toMatchObject({ way: 'tilted', verdict: 'fits' });
  });

  it('never fits: the two smallest sides are both wider than the door', () => {
    const r = checkOpening({ width: 80, depth: 80, height: 150 }, door);
    expect(r).toMatchObject({ verdict: 'no', way: 'none' });
    expect(r.spare_cm).toBeLessThan(0);
  });

  it('never fits: longer than the diagonal even though its cross-section passes', () => {
    const r = checkOpening({ width: 60, depth: 50, height: 230 }, door);
    expect(r).toMatchObject({ verdict: 'no', way: 'none' });
  });

  it('is tight when less than 10 cm is spare', () => {
    expect(checkOpening({ width: 100, depth: 70, height: 150 }, door)).toMatchObject({
      verdict: 'tight',
      way: 'upright',
      spare_cm: 5,
    });
    expect(checkOpening({ width: 100, depth: 65, height: 150 }, door)).toMatchObject({ verdict: 'fits', spare_cm: 10 });
  });
});

describe('checkRoom: the assembled piece in the room', () => {
  const room = { width: 300, depth: 250, height: 260 };
  it('fits as is', () => {
    expect(checkRoom({ width: 200, depth: 90, height: 80 }, room)).toMatchObject({
      verdict: 'fits',
      orientation: 'as_is',
    });
  });
  it('fits only turned sideways', () => {
    const r = checkRoom({ width: 120, depth: 280, height: 80 }, room);
    expect(r).toMatchObject({ verdict: 'fits', orientation: 'rotated', spare_cm: 20 });
  });
  it('is tight with less than 10 cm spare, and no when taller than the ceiling', () => {
    expect(checkRoom({ width: 295, depth: 60, height: 200 }, room).verdict).toBe('tight');
    expect(checkRoom({ width: 100, depth: 60, height: 261 }, room).verdict).toBe('no');
    expect(checkRoom({ width: 310, depth: 260, height: 100 }, room).verdict).toBe('no');
  });
});

describe('checkFit', () => {
  const wardrobe = { width: 100, depth: 58, height: 190 };
  it('combines both checks into the worst verdict with a reason each', () => {
    const r = checkFit({
      item: wardrobe,
      packed: wardrobe,
      room: { width: 300, depth: 300, height: 250 },
      opening: door,
    });
    expect(r.verdict).toBe('fits');
    expect(r.reasons).toHaveLength(2);
    const tight = checkFit({
      item: wardrobe,
      packed: wardrobe,
      room: { width: 300, depth: 300, height: 195 },
      opening: door,
    });
    expect(tight.verdict).toBe('tight');
    expect(tight.reasons[0]).toMatch(/only 5 cm to spare/);
    const no = checkFit({ item: wardrobe, packed: wardrobe, opening: { width: 55, height: 200 } });
    expect(no.verdict).toBe('no');
    expect(no.room).toBeNull();
    expect(no.reasons[0]).toMatch(/does not pass/);
  });
  it('worstVerdict of nothing is fits', () => {
    expect(worstVerdict([])).toBe('fits');
    expect(worstVerdict(['fits', 'tight'])).toBe('tight');
    expect(worstVerdict(['tight', 'no', 'fits'])).toBe('no');
  });
});
