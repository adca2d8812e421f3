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

/** A side of the packed box, by the name it has in the product's sizes. */
export type BoxSide = 'width' | 'depth' | 'height';

/**
 * One way the packed box goes through the opening: the side that runs across it, the side that stands up in
 * it (the third goes through, along the way in), and for a tilted box the angle it is turned by in the
 * opening's plane.
 * - upright: standing as packed (its height up), either face first;
 * - on_side: laid down on one of its faces, its height across or through;
 * - tilted: its cross-section turned corner to corner in the opening, only listed where that passes better
 *   than straight.
 */
export type OpeningWay = {
  way: 'upright' | 'on_side' | 'tilted';
  across: BoxSide;
  up: BoxSide;
  /** 0 unless tilted: degrees the box is turned from `across` lying level. */
  angle_deg: number;
  verdict: FitVerdict;
  /** The smaller of the two clearances (negative = how much is missing). */
  spare_cm: number;
  /** Clearance beside the box (the opening's width less what the box takes of it). */
  spare_width_cm: number;
  /** Clearance above the box. */
  spare_height_cm: number;
};

export type OpeningCheck = {
  verdict: FitVerdict;
  spare_cm: number;
  /** The best way through ('none' when no way passes; the other figures then describe the closest miss). */
  way: 'upright' | 'on_side' | 'tilted' | 'none';
  diagonal_cm: number;
  spare_width_cm: number;
  spare_height_cm: number;
  across: BoxSide;
  up: BoxSide;
  angle_deg: number;
  /** Every way tried, best first. */
  ways: OpeningWay[];
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

// Movers carry a box standing where they can; laid down next; tilting corner to corner is the last resort.
const WAY_PREFERENCE: Record<OpeningWay['way'], number> = { upright: 0, on_side: 1, tilted: 2 };

/** The six straight placements: which side runs across, which stands up (the third goes through). */
const PLACEMENTS: [BoxSide, BoxSide][] = [
  ['width', 'height'],
  ['depth', 'height'],
  ['width', 'depth'],
  ['depth', 'width'],
  ['height', 'width'],
  ['height', 'depth'],
];

const CROSS_SECTIONS: [BoxSide, BoxSide][] = [
  ['width', 'height'],
  ['depth', 'height'],
  ['width', 'depth'],
];

/** The rectangle across × up turned by `rad` in the opening: the width and height it then takes. */
function turned(across: number, up: number, rad: number) {
  const [c, s] = [Math.cos(rad), Math.sin(rad)];
  return { width: across * c + up * s, height: across * s + up * c };
}

/**
 * The best angle strictly between level and upright for a cross-section, or null when no angle beats the two
 * straight placements (the usual case: turning a rectangle only widens what it takes of the opening unless it
 * is long and thin against a square-ish opening).
 */
function bestTilt(across: number, up: number, opening: Opening): { rad: number; spare: number } | null {
  const spareAt = (rad: number) => {
    const t = turned(across, up, rad);
    return Math.min(opening.width - t.width, opening.height - t.height);
  };
  const straight = Math.max(spareAt(0), spareAt(Math.PI / 2));
  const steps = 180;
  let best = { rad: 0, spare: -Infinity };
  for (let i = 1; i < steps; i += 1) {
    const rad = (i / steps) * (Math.PI / 2);
    const spare = spareAt(rad);
    if (spare > best.spare) best = { rad, spare };
  }
  // Golden-section search around the best sample: the spare is a minimum of two smooth curves there.
  const phi = (Math.sqrt(5) - 1) / 2;
  let [lo, hi] = [best.rad - Math.PI / 2 / steps, best.rad + Math.PI / 2 / steps];
  for (let i = 0; i < 40; i += 1) {
    const a = hi - phi * (hi - lo);
    const b = lo + phi * (hi - lo);
    if (spareAt(a) < spareAt(b)) lo = a;
    else hi = b;
  }
  const rad = (lo + hi) / 2;
  const spare = spareAt(rad);
  return spare > straight + 0.05 ? { rad, spare } : null;
}

function wayOf(way: OpeningWay['way'], across: BoxSide, up: BoxSide, spareW: number, spareH: number, deg = 0) {
  const spare = Math.min(spareW, spareH);
  return {
    way,
    across,
    up,
    angle_deg: round1(deg),
    verdict: verdictOf(spare),
    spare_cm: round1(spare),
    spare_width_cm: round1(spareW),
    spare_height_cm: round1(spareH),
  } satisfies OpeningWay;
}

/** Better first: a passing way before a failing one, an easy pass before a tight one, then as movers prefer. */
function compareWays(a: OpeningWay, b: OpeningWay): number {
  return (
    RANK[a.verdict] - RANK[b.verdict] ||
    (a.verdict === 'no' ? b.spare_cm - a.spare_cm : WAY_PREFERENCE[a.way] - WAY_PREFERENCE[b.way]) ||
    b.spare_cm - a.spare_cm
  );
}

/**
 * Every way the packed box can pass the narrowest opening on the way in, the best one reported. The box is
 * carried through with one side along the way in, so only the other two meet the opening (a thin wall: the
 * turns of a corridor or stairs are the shopper's own notes, not measured here).
 */
export function checkOpening(box: Box, opening: Opening): OpeningCheck {
  const diagonal = Math.hypot(opening.width, opening.height);
  const ways: OpeningWay[] = PLACEMENTS.map(([across, up]) =>
    wayOf(up === 'height' ? 'upright' : 'on_side', across, up, opening.width - box[across], opening.height - box[up]),
  );
  // each cross-section once: turning (a, b) through every angle also covers (b, a)
  for (const [across, up] of CROSS_SECTIONS) {
    const tilt = bestTilt(box[across], box[up], opening);
    if (!tilt) continue;
    const t = turned(box[across], box[up], tilt.rad);
    ways.push(
      wayOf('tilted', across, up, opening.width - t.width, opening.height - t.height, (tilt.rad * 180) / Math.PI),
    );
  }
  ways.sort(compareWays);
  const best = ways[0] as OpeningWay;
  return {
    verdict: best.verdict,
    spare_cm: best.spare_cm,
    way: best.verdict === 'no' ? 'none' : best.way,
    diagonal_cm: round1(diagonal),
    spare_width_cm: best.spare_width_cm,
    spare_height_cm: best.spare_height_cm,
    across: best.across,
    up: best.up,
    angle_deg: best.angle_deg,
    ways,
  };
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
        `The packed box (${cm(packed.width)} × ${cm(packed.depth)} × ${cm(packed.height)}) does not pass the ${door} opening in any way: upright, on its side or tilted.`,
      );
    } else {
      const how =
        openingCheck.way === 'tilted'
          ? `only tilted by ${Math.round(openingCheck.angle_deg)}°`
          : openingCheck.way === 'on_side'
            ? 'laid on its side'
            : 'standing upright';
      const beside = cm(openingCheck.spare_width_cm);
      const above = cm(openingCheck.spare_height_cm);
      reasons.push(
        openingCheck.verdict === 'tight'
          ? `The packed box passes the ${door} opening ${how}, with only ${cm(openingCheck.spare_cm)} to spare (${beside} beside it, ${above} above).`
          : `The packed box passes the ${door} opening ${how}, with ${beside} to spare beside it and ${above} above.`,
      );
    }
  }
  const verdicts = [roomCheck?.verdict, openingCheck?.verdict].filter((v): v is FitVerdict => v !== undefined);
  return { verdict: worstVerdict(verdicts), reasons, room: roomCheck, opening: openingCheck };
}
