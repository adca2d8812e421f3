import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { FitResultWire } from '@rima/shared/api/rooms';
import { checkFit, type FitInput } from '@rima/shared/fit';
import { loadTranslate } from '../../lib/i18n';
import { fitReasons } from './fit-reasons';
import { roomsMessages } from './i18n/messages';

/** What the API answers for a fit (the fields fitReasons reads). */
function wire(input: FitInput): FitResultWire {
  const result = checkFit(input);
  return {
    product_id: 1,
    verdict: result.verdict,
    reasons: result.reasons,
    tight_below_cm: 10,
    item: input.item,
    packed: input.packed,
    packed_source: 'packed',
    room_id: null,
    room: input.room ?? null,
    door: input.opening ?? null,
    room_check: result.room,
    door_check: result.opening,
  };
}

const sofa = { width: 210, depth: 90, height: 85 };
const box = { width: 215, depth: 95, height: 90.5 };
const cases: [string, FitInput][] = [
  [
    'fits',
    { item: sofa, packed: box, room: { width: 400, depth: 300, height: 250 }, opening: { width: 120, height: 210 } },
  ],
  [
    'tight, turned',
    { item: sofa, packed: box, room: { width: 95, depth: 215, height: 250 }, opening: { width: 92, height: 200 } },
  ],
  ['too tall', { item: sofa, packed: box, room: { width: 400, depth: 300, height: 80 } }],
  ['no floor', { item: sofa, packed: box, room: { width: 150, depth: 150, height: 250 } }],
  ['no door', { item: sofa, packed: box, opening: { width: 60, height: 80 } }],
  [
    'laid on its side',
    { item: sofa, packed: { width: 70, depth: 60, height: 210 }, opening: { width: 75, height: 200 } },
  ],
  ['tilted', { item: sofa, packed: { width: 95, depth: 5, height: 200 }, opening: { width: 90, height: 90 } }],
];

// The fit's reasons are shown in the interface's language, from the answer's figures.
describe('fit reasons', () => {
  it.each(cases)('are the API’s own sentences in English (%s)', async (_name, input) => {
    const t = await loadTranslate(setupI18n({ locale: 'en', messages: { en: {} } }), roomsMessages);
    const fit = wire(input);
    expect(fitReasons(fit, t, 'en')).toEqual(fit.reasons);
  });

  it('are Indonesian, with decimal commas, in Indonesian', async () => {
    const t = await loadTranslate(setupI18n({ locale: 'id', messages: { id: {} } }), roomsMessages);
    const [, input] = cases[4] ?? [];
    if (!input) throw new Error('missing case');
    expect(fitReasons(wire(input), t, 'id')).toEqual([
      'Kardus kemasan (215 cm × 95 cm × 90,5 cm) tidak bisa lewat bukaan 60 cm × 80 cm dengan cara apa pun: tegak, direbahkan, maupun dimiringkan.',
    ]);
    const [, laid] = cases[5] ?? [];
    if (!laid) throw new Error('missing case');
    expect(fitReasons(wire(laid), t, 'id')).toEqual([
      'Kardus kemasan bisa lewat bukaan 75 cm × 200 cm jika direbahkan, dengan sisa 15 cm di samping dan 130 cm di atas.',
    ]);
  });
});
