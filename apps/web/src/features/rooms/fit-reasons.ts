import type { FitResultWire } from '@rima/shared/api/rooms';
import type { Language, Translate } from '../../lib/i18n';
import type en from './i18n/en.json';

type RoomsKey = keyof typeof en;

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The reasons of a fit answer in the interface's language, from its figures (the API's `reasons`
 * are the same sentences in English, for older clients; fit-reasons.test.ts checks they agree).
 */
export function fitReasons(fit: FitResultWire, t: Translate<RoomsKey>, language: Language): string[] {
  const number = (n: number) => (language === 'id' ? String(round1(n)).replace('.', ',') : String(round1(n)));
  const cm = (n: number) => t('cm', { value: number(n) });
  const box = (b: { width: number; depth: number; height: number }) =>
    `${cm(b.width)} × ${cm(b.depth)} × ${cm(b.height)}`;
  const reasons: string[] = [];
  const { item, packed, room, door, room_check: roomCheck, door_check: doorCheck } = fit;
  if (roomCheck && room) {
    const spare = cm(roomCheck.spare_cm);
    const turned = roomCheck.orientation === 'rotated';
    if (roomCheck.verdict === 'no') {
      reasons.push(
        item.height > room.height
          ? t('reason.tooTall', { height: cm(item.height), ceiling: cm(room.height) })
          : t('reason.noFloor', { size: box(item), room: `${cm(room.width)} × ${cm(room.depth)}` }),
      );
    } else if (roomCheck.verdict === 'tight') {
      reasons.push(t(turned ? 'reason.roomTightTurned' : 'reason.roomTight', { spare }));
    } else {
      reasons.push(t(turned ? 'reason.roomFitsTurned' : 'reason.roomFits', { spare }));
    }
  }
  if (doorCheck && door) {
    const opening = `${cm(door.width)} × ${cm(door.height)}`;
    if (doorCheck.way === 'none') {
      reasons.push(t('reason.boxNo', { box: box(packed), door: opening }));
    } else {
      const how =
        doorCheck.way === 'tilted'
          ? t('way.tilted', { angle: Math.round(doorCheck.angle_deg) })
          : t(doorCheck.way === 'on_side' ? 'way.onSide' : 'way.upright');
      const figures = {
        door: opening,
        how,
        spare: cm(doorCheck.spare_cm),
        beside: cm(doorCheck.spare_width_cm),
        above: cm(doorCheck.spare_height_cm),
      };
      reasons.push(t(doorCheck.verdict === 'tight' ? 'reason.boxTight' : 'reason.boxPasses', figures));
    }
  }
  return reasons;
}
