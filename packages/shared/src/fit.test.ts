import { describe, expect, it } from 'vitest';
import { checkFit, checkOpening, checkRoom, worstVerdict } from './fit';

const door = { width: 75, height: 200 };

describe('checkOpening: every way the packed box can pass the opening', () => {
  it('the wardrobe laid on its side: 180 × 60 × 210 through 90 × 200 passes with 30 cm and 20 cm to spare', () => {
    const r = checkOpening({ width: 180, depth: 60, height: 210 }, { width: 90, height: 200 });
    expect(r).toMatchObject({
      verdict: 'fits',
      way: 'on_side',
      across: 'depth',
      up: 'width',
      spare_cm: 20,
      spare_width_cm: 30,
      spare_height_cm: 20,
      angle_deg: 0,
    });
    // all six straight placements were tried, the best first
    expect(r.ways.filter((w) => w.way !== 'tilted')).toHaveLength(6);
    expect(r.ways[0]).toMatchObject({ way: 'on_side', across: 'depth', up: 'width' });
  });

  it('upright, front first: its width across the door', () => {
    const r = checkOpening({ width: 60, depth: 100, height: 150 }, door);
    expect(r).toMatchObject({ verdict: 'fits', way: 'upright', across: 'width', up: 'height', spare_cm: 15 });
  });

  it('upright, sideways: its depth across the door', () => {
    const r = checkOpening({ width: 100, depth: 58, height: 190 }, door);
    expect(r).toMatchObject({ verdict: 'fits', way: 'upright', across: 'depth', up: 'height', spare_cm: 10 });
    expect(r).toMatchObject({ spare_width_cm: 17, spare_height_cm: 10 });
  });

  it('on its side with the width up, the height running through', () => {
    // 80 × 60 × 210 against 75 × 200: too tall to stand; laid down 60 across, 80 up
    const r = checkOpening({ width: 80, depth: 60, height: 210 }, door);
    expect(r).toMatchObject({ way: 'on_side', across: 'depth', up: 'width', verdict: 'fits', spare_cm: 15 });
  });

  it('on its side with the depth up', () => {
    // a low, wide hatch: standing the box is 90 cm too tall; on its back, 100 across and 40 up, it passes
    const r = checkOpening({ width: 100, depth: 40, height: 150 }, { width: 120, height: 60 });
    expect(r).toMatchObject({ way: 'on_side', across: 'width', up: 'depth', verdict: 'fits', spare_cm: 20 });
  });

  it('on its side with the height across (a low, wide box)', () => {
    const r = checkOpening({ width: 90, depth: 90, height: 40 }, door);
    expect(r).toMatchObject({ way: 'on_side', across: 'height', verdict: 'fits', spare_width_cm: 35 });
  });

  it('prefers standing when it passes as easily as laid down', () => {
    const r = checkOpening({ width: 40, depth: 40, height: 170 }, door);
    expect(r.way).toBe('upright');
    expect(r.ways.some((w) => w.way === 'on_side' && w.spare_cm > r.spare_cm)).toBe(true);
  });

  it('takes an easy pass laid down over a tight one standing', () => {
    const r = checkOpening({ width: 70, depth: 70, height: 60 }, door);
    // upright: 70 across a 75 door → 5 cm, tight; laid down the 60 side across → 15 cm
    expect(r).toMatchObject({ way: 'on_side', verdict: 'fits', across: 'height' });
  });

  it('tilted corner to corner: a thin panel too long for either side of the opening', () => {
    // a 5 cm thin, 95 cm wide panel against a 90 × 90 hatch: straight it misses by 5 cm, turned it passes
    const r = checkOpening({ width: 95, depth: 5, height: 200 }, { width: 90, height: 90 });
    expect(r.way).toBe('tilted');
    expect(r.verdict).not.toBe('no');
    expect(r.angle_deg).toBeGreaterThan(0);
    expect(r.angle_deg).toBeLessThan(90);
    const [across, up] = [r.across, r.up].sort();
    expect([across, up]).toEqual(['depth', 'width']);
  });

  it('lists a tilt only where it beats the straight placements', () => {
    expect(checkOpening({ width: 100, depth: 58, height: 190 }, door).ways.some((w) => w.way === 'tilted')).toBe(false);
  });

  it('never fits: the two smallest sides are both wider than the door; the closest miss is reported', () => {
    const r = checkOpening({ width: 80, depth: 80, height: 150 }, door);
    expect(r).toMatchObject({ verdict: 'no', way: 'none', spare_cm: -5 });
    expect(r.ways.every((w) => w.verdict === 'no')).toBe(true);
  });

  it('is tight when less than 10 cm is spare', () => {
    expect(checkOpening({ width: 100, depth: 70, height: 150 }, door)).toMatchObject({
      verdict: 'tight',
      way: 'upright',
      spare_cm: 5,
    });
    expect(checkOpening({ width: 100, depth: 65, height: 150 }, door)).toMatchObject({ verdict: 'fits', spare_cm: 10 });
  });

  it('the diagonal is still reported', () => {
    expect(checkOpening({ width: 10, depth: 10, height: 10 }, door).diagonal_cm).toBeCloseTo(213.6, 1);
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
  it('says how the box passes and what is left beside it and above', () => {
    const r = checkFit({
      item: { width: 180, depth: 60, height: 210 },
      packed: { width: 180, depth: 60, height: 210 },
      opening: { width: 90, height: 200 },
    });
    expect(r.reasons).toEqual([
      'The packed box passes the 90 cm × 200 cm opening laid on its side, with 30 cm to spare beside it and 20 cm above.',
    ]);
  });
  it('worstVerdict of nothing is fits', () => {
    expect(worstVerdict([])).toBe('fits');
    expect(worstVerdict(['fits', 'tight'])).toBe('tight');
    expect(worstVerdict(['tight', 'no', 'fits'])).toBe('no');
  });
});
