import type { FitResultWire } from '@rima/shared/api/rooms';
import { checkOpening } from '@rima/shared/fit';
import { useT } from '../../lib/i18n';
import { roomsMessages } from './i18n/messages';

const VERDICT_COLOR = { fits: '#2e7d32', tight: '#b26a00', no: '#c62828' } as const;

/**
 * The door seen from the front, to scale, with the packed box's cross-section in it the way it passes best
 * (upright, on its side or tilted): the very rule the server answers with (`checkOpening`), so the drawing
 * and the sentence above it never disagree. A box that does not pass is drawn at its closest miss, standing
 * on the floor and spilling over the frame.
 */
export function DoorDrawing({ fit }: { fit: FitResultWire }) {
  const t = useT(roomsMessages);
  const { door, packed } = fit;
  if (!door) return null;
  const pass = checkOpening(packed, door);
  const across = packed[pass.across];
  const up = packed[pass.up];
  const rad = (pass.angle_deg * Math.PI) / 180;
  // what the (turned) box takes of the opening
  const takesW = across * Math.cos(rad) + up * Math.sin(rad);
  const takesH = across * Math.sin(rad) + up * Math.cos(rad);
  const width = Math.max(door.width, takesW);
  const height = Math.max(door.height, takesH);
  const pad = Math.max(width, height) * 0.1;
  const font = Math.max(width, height) * 0.06;
  const color = VERDICT_COLOR[pass.verdict];
  const doorText = `${door.width} × ${door.height} cm`;
  const how =
    pass.way === 'tilted'
      ? t('way.tilted', { angle: Math.round(pass.angle_deg) })
      : t(pass.way === 'on_side' ? 'way.onSide' : 'way.upright');
  const label = pass.way === 'none' ? t('doorMiss', { door: doorText }) : t('door', { door: doorText, how });
  const cx = width / 2;
  const cy = height - takesH / 2;
  return (
    <svg
      className="door-drawing"
      viewBox={`${-pad} ${-pad} ${width + pad * 2} ${height + pad * 2}`}
      role="img"
      aria-label={label}
      data-testid="door-drawing"
    >
      <rect
        x={(width - door.width) / 2}
        y={height - door.height}
        width={door.width}
        height={door.height}
        fill="#faf7f2"
        stroke="#333"
        strokeWidth={font * 0.2}
        data-testid="door-drawing-opening"
      />
      <line x1={-pad} y1={height} x2={width + pad} y2={height} stroke="#333" strokeWidth={font * 0.2} />
      <rect
        x={cx - across / 2}
        y={cy - up / 2}
        width={across}
        height={up}
        transform={pass.angle_deg ? `rotate(${-pass.angle_deg} ${cx} ${cy})` : undefined}
        fill={color}
        fillOpacity={0.3}
        stroke={color}
        strokeWidth={font * 0.15}
        data-testid="door-drawing-box"
        data-way={pass.way}
      />
      <text x={width / 2} y={-pad * 0.3} fontSize={font} textAnchor="middle" fill="#333">
        {t('cm', { value: door.width })}
      </text>
    </svg>
  );
}
