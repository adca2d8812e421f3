import type { FitResultWire } from '@rima/shared/api/rooms';
import { useT } from '../../lib/i18n';
import { roomsMessages } from './i18n/messages';

const VERDICT_COLOR = { fits: '#2e7d32', tight: '#b26a00', no: '#c62828' } as const;

/**
 * A top-down plan of the room to scale: the walls, the door on the front wall, and the product's footprint
 * in the corner opposite the door, turned the way it fits best. Drawn in centimetres; the SVG scales to
 * its container's width.
 */
export function RoomDrawing({ fit }: { fit: FitResultWire }) {
  const t = useT(roomsMessages);
  const { room, door, item, room_check: check } = fit;
  if (!room) return null;
  const rotated = check?.orientation === 'rotated';
  const footW = rotated ? item.depth : item.width;
  const footD = rotated ? item.width : item.depth;
  const pad = Math.max(room.width, room.depth) * 0.08;
  const font = Math.max(room.width, room.depth) * 0.045;
  const doorW = door ? Math.min(door.width, room.width) : 0;
  const doorX = room.width - doorW - Math.min(20, room.width * 0.05);
  const color = VERDICT_COLOR[check?.verdict ?? 'fits'];
  return (
    <svg
      className="room-drawing"
      viewBox={`${-pad} ${-pad} ${room.width + pad * 2} ${room.depth + pad * 2}`}
      role="img"
      aria-label={t('plan', { width: room.width, depth: room.depth, footW, footD })}
      data-testid="room-drawing"
    >
      <rect x={0} y={0} width={room.width} height={room.depth} fill="#faf7f2" stroke="#333" strokeWidth={font * 0.25} />
      {door && (
        <g data-testid="room-drawing-door">
          <line
            x1={doorX}
            y1={room.depth}
            x2={doorX + doorW}
            y2={room.depth}
            stroke="#faf7f2"
            strokeWidth={font * 0.35}
          />
          <path
            d={`M ${doorX} ${room.depth} L ${doorX} ${room.depth - doorW} A ${doorW} ${doorW} 0 0 1 ${doorX + doorW} ${room.depth}`}
            fill="none"
            stroke="#888"
            strokeWidth={font * 0.12}
            strokeDasharray={`${font * 0.4} ${font * 0.3}`}
          />
        </g>
      )}
      <rect
        x={0}
        y={0}
        width={footW}
        height={footD}
        fill={color}
        fillOpacity={0.3}
        stroke={color}
        strokeWidth={font * 0.2}
        data-testid="room-drawing-item"
      />
      <text x={room.width / 2} y={-pad * 0.3} fontSize={font} textAnchor="middle" fill="#333">
        {t('cm', { value: room.width })}
      </text>
      <text
        x={-pad * 0.3}
        y={room.depth / 2}
        fontSize={font}
        textAnchor="middle"
        fill="#333"
        transform={`rotate(-90 ${-pad * 0.3} ${room.depth / 2})`}
      >
        {t('cm', { value: room.depth })}
      </text>
      {footW > font * 4 && footD > font * 1.5 && (
        <text x={footW / 2} y={footD / 2 + font * 0.35} fontSize={font * 0.9} textAnchor="middle" fill="#222">
          {footW} × {footD}
        </text>
      )}
    </svg>
  );
}
