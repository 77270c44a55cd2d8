import { useTranslation } from 'react-i18next';
import type { MinigameSegment } from '../api/minigame-api';
import { prizeLabel } from '../lib/prize-text';
import { pointAt, slicePath, slicesOf } from '../lib/wheel-geometry';

type Props = {
  segments: MinigameSegment[];
  /** Clockwise degrees; a change turns the wheel (CSS transition, none under reduced motion). */
  rotation: number;
  /** The landed segment, highlighted once the wheel stops. */
  highlight: number | null;
};

const SIZE = 240;
const C = SIZE / 2;
const R = C - 6;

/**
 * The wheel as SVG. It is a picture of the prizes (aria-hidden): the popup
 * lists the same prizes with their chances as text, and announces the result.
 */
export function SpinWheel({ segments, rotation, highlight }: Props) {
  const { t } = useTranslation();
  const slices = slicesOf(segments.length);
  return (
    <div className="minigame-wheel" aria-hidden="true">
      <span className="minigame-wheel__pointer" />
      <svg
        className="minigame-wheel__disc"
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        style={{ transform: `rotate(${rotation}deg)` }}
        data-rotation={rotation}
      >
        <circle cx={C} cy={C} r={R + 4} className="minigame-wheel__rim" />
        {slices.map((slice) => {
          const segment = segments[slice.index]!;
          const [x, y] = pointAt(C, R * 0.64, slice.midDeg);
          const tone = segment.kind === 'nothing' ? 'none' : slice.index % 2 === 0 ? 'a' : 'b';
          return (
            <g key={segment.position}>
              <path
                d={slicePath(C, R, slice)}
                className={`minigame-wheel__slice minigame-wheel__slice--${segment.kind} minigame-wheel__slice--${tone}${
                  highlight === slice.index ? ' minigame-wheel__slice--won' : ''
                }`}
              />
              <text
                x={x}
                y={y}
                className="minigame-wheel__label"
                textAnchor="middle"
                dominantBaseline="middle"
                transform={`rotate(${slice.midDeg} ${x} ${y})`}
              >
                {prizeLabel(t, segment.kind, segment.amount)}
              </text>
            </g>
          );
        })}
        <circle cx={C} cy={C} r={16} className="minigame-wheel__hub" />
      </svg>
    </div>
  );
}
