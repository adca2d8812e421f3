/**
 * Room fit ("Muat di ruangan saya?"): pure rules, used by the server's /product/:id/fit and unit-tested.
 * All sizes in centimetres. "tight" = it fits with less than FIT_TIGHT_SPARE_CM to spare.
 */
export const FIT_TIGHT_SPARE_CM = 10;

export type Box = { width: number; depth: number; height: number };
export type Room = { width: number; depth: number; height: number };
export type Opening = { width: number; height: number };

export type FitVerdict = 'fits' | 'tight' | 'no';

export type RoomCheck = {
  verdict: FitVerdict;
  /** Smallest clearance in cm (negative = how much is missing). */
  spare_cm: number;
  /** The product's width runs along the room's width ("as_is") or along its depth ("rotated"). */
  orientation: 'as_is' | 'rotated';
};

export type OpeningCheck = {
  verdict: FitVerdict;
  spare_cm: number;
  /** How the box goes through: standing as packed, tilted/laid down, or not at all. */
  way: 'upright' | 'tilted' | 'none';
  diagonal_cm: number;
};

const round1 = (n: number) => Math.round(n * 10) / 10;

const RANK: Record<FitVerdict, number> = { fits: 0, tight: 1, no: 2 };

function verdictOf(spare: number): FitVerdict {
  if (spare < 0) return 'no';
  return spare < FIT_TIGHT_SPARE_CM ? 'tight' : 'fits';
}

/** The assembled piece standing on the floor, either way round; its height against the ceiling. */
export function checkRoom(item: Box, room: Room): RoomCheck {
  const heightSpare = room.height - item.height;
  const asIs = Math.min(room.width - item.width, room.depth - item.depth, heightSpare);
  const rotated = Math.min(room.width - item.depth, room.depth - item.width, heightSpare);
  const best =
    rotated > asIs
      ? { spare: rotated, orientation: 'rotated' as const }
      : { spare: asIs, orientation: 'as_is' as const };
  return { verdict: verdictOf(best.spare), spare_cm: round1(best.spare), orientation: best.orientation };
}

/**
 * The packed box through the narrowest opening on the way in.
 * Upright: it stays standing (its height against the opening's height), its thinner side across the opening.
 * Tilted: any way round — its two smallest sides against the opening (width × height, either way), and its
 * length against the opening's diagonal (the box is tipped through corner to corner).
 */
export function checkOpening(box: Box, opening: Opening): OpeningCheck {
  const diagonal = Math.hypot(opening.width, opening.height);
  const upright = Math.min(opening.width - Math.min(box.width, box.depth), opening.height - box.height);
  const [s1, s2, s3] = [box.width, box.depth, box.height].sort((a, b) => a - b) as [number, number, number];
  const [o1, o2] = [opening.width, opening.height].sort((a, b) => a - b) as [number, number];
  const tilted = Math.min(o1 - s1, o2 - s2, diagonal - s3);
  const base = { diagonal_cm: round1(diagonal) };
  // Standing is how movers carry it: prefer it unless tilting turns a tight squeeze into an easy pass.
  if (upright >= 0 && RANK[verdictOf(upright)] <= RANK[verdictOf(tilted)])
    return { ...base, verdict: verdictOf(upright), spare_cm: round1(upright), way: 'upright' };
  if (tilted >= 0) return { ...base, verdict: verdictOf(tilted), spare_cm: round1(tilted), way: 'tilted' };
  return { ...base, verdict: 'no', spare_cm: round1(Math.max(upright, tilted)), way: 'none' };
}

/** The worse of several verdicts. */
export function worstVerdict(verdicts: FitVerdict[]): FitVerdict {
  return verdicts.reduce<FitVerdict>((w, v) => (RANK[v] > RANK[w] ? v : w), 'fits');
}

export type FitInput = { item: Box; packed: Box; room?: Room; opening?: Opening };
export type FitResult = {
  verdict: FitVerdict;
  reasons: string[];
  room: RoomCheck | null;
  opening: OpeningCheck | null;
};

const cm = (n: number) => `${round1(n)} cm`;

/** Both checks, their verdict and the reasons a shopper reads. */
export function checkFit({ item, packed, room, opening }: FitInput): FitResult {
  const reasons: string[] = [];
  const roomCheck = room ? checkRoom(item, room) : null;
  const openingCheck = opening ? checkOpening(packed, opening) : null;
  if (roomCheck && room) {
    const size = `${cm(item.width)} × ${cm(item.depth)} × ${cm(item.height)}`;
    if (roomCheck.verdict === 'no') {
      reasons.push(
        item.height > room.height
          ? `Too tall for the room: ${cm(item.height)} high under a ${cm(room.height)} ceiling.`
          : `The piece (${size}) does not fit on the floor of the room (${cm(room.width)} × ${cm(room.depth)}) either way round.`,
      );
    } else {
      const turn = roomCheck.orientation === 'rotated' ? ' turned sideways' : '';
      reasons.push(
        roomCheck.verdict === 'tight'
          ? `Fits in the room${turn}, but only ${cm(roomCheck.spare_cm)} to spare.`
          : `Fits in the room${turn} with ${cm(roomCheck.spare_cm)} to spare.`,
      );
    }
  }
  if (openingCheck && opening) {
    const door = `${cm(opening.width)} × ${cm(opening.height)}`;
    if (openingCheck.way === 'none') {
      reasons.push(
        `The packed box (${cm(packed.width)} × ${cm(packed.depth)} × ${cm(packed.height)}) does not pass the ${door} opening, even tilted (diagonal ${cm(openingCheck.diagonal_cm)}).`,
      );
    } else {
      const how = openingCheck.way === 'tilted' ? 'only tilted or laid on its side' : 'standing upright';
      reasons.push(
        openingCheck.verdict === 'tight'
          ? `The packed box passes the ${door} opening ${how}, with only ${cm(openingCheck.spare_cm)} to spare.`
          : `The packed box passes the ${door} opening ${how}, with ${cm(openingCheck.spare_cm)} to spare.`,
      );
    }
  }
  const verdicts = [roomCheck?.verdict, openingCheck?.verdict].filter((v): v is FitVerdict => v !== undefined);
  return { verdict: worstVerdict(verdicts), reasons, room: roomCheck, opening: openingCheck };
}
