import type { CSSProperties } from 'react';

/** How long a spin turns (the CSS transition); reduced motion shows the end at once. */
export const SPIN_MS = 5_000;

const FILLS = ['#7452f7', '#222845', '#ffc247', '#171b31', '#3ddc97', '#2d3560'];
const INKS = ['#ffffff', '#f3f4fb', '#0f1222', '#f3f4fb', '#0f1222', '#f3f4fb'];
const SIZE = 240;
const C = SIZE / 2;
const R = C - 6;

/** A point on the wheel's rim at `angle` degrees clockwise from the top. */
const at = (angle: number, radius: number) => {
  const rad = (angle * Math.PI) / 180;
  return `${(C + radius * Math.sin(rad)).toFixed(3)} ${(C - radius * Math.cos(rad)).toFixed(3)}`;
};

interface WheelDiscProps {
  /** The segments (an item id, its short label), clockwise from the top. */
  segments: readonly { id: number; label: string }[];
  /** Degrees clockwise; a change turns the wheel there (at once when `animate` is false). */
  rotation: number;
  animate: boolean;
  /** The segment to mark once the spin has settled. */
  highlight: number | null;
  onSettled?: () => void;
}

/**
 * The prize wheel: equal segments drawn clockwise from the top, the pointer fixed at the top.
 * Purely visual (hidden from screen readers): the page says the prize in words.
 */
export function WheelDisc({ segments, rotation, animate, highlight, onSettled }: WheelDiscProps) {
  const count = Math.max(segments.length, 1);
  const segment = 360 / count;
  const style: CSSProperties = {
    transform: `rotate(${rotation}deg)`,
    transition: animate ? `transform ${SPIN_MS}ms cubic-bezier(0.12, 0.75, 0.16, 1)` : 'none',
  };
  return (
    <div className="relative mx-auto aspect-square w-full max-w-sm" aria-hidden="true" data-testid="wheel">
      <div
        className="size-full"
        style={style}
        data-rotation={rotation}
        onTransitionEnd={(event) => {
          if (event.propertyName === 'transform') onSettled?.();
        }}
      >
        <svg viewBox={`0 0 ${SIZE} ${SIZE}`} className="size-full drop-shadow-lg" role="presentation">
          <circle cx={C} cy={C} r={R + 4} fill="#0f1222" stroke="#ffc247" strokeWidth="3" />
          {segments.map(({ id, label }, i) => {
            const from = i * segment;
            const to = from + segment;
            const mid = from + segment / 2;
            const fill = FILLS[i % FILLS.length]!;
            const ink = INKS[i % INKS.length]!;
            const won = highlight === i;
            return (
              <g key={id} data-segment={i} data-won={won || undefined}>
                {count === 1 ? (
                  <circle cx={C} cy={C} r={R} fill={fill} />
                ) : (
                  <path
                    d={`M ${C} ${C} L ${at(from, R)} A ${R} ${R} 0 ${segment > 180 ? 1 : 0} 1 ${at(to, R)} Z`}
                    fill={fill}
                    stroke={won ? '#ffffff' : '#0f1222'}
                    strokeWidth={won ? 3 : 1}
                  />
                )}
                <text
                  x={C}
                  y={C - R * 0.64}
                  transform={`rotate(${mid} ${C} ${C})`}
                  fill={ink}
                  fontSize={count > 10 ? 8 : 10}
                  fontWeight="700"
                  textAnchor="middle"
                  dominantBaseline="middle"
                >
                  {label}
                </text>
              </g>
            );
          })}
          <circle cx={C} cy={C} r={16} fill="#ffc247" stroke="#0f1222" strokeWidth="3" />
        </svg>
      </div>
      <svg
        viewBox="0 0 24 24"
        className="absolute top-0 left-1/2 size-8 -translate-x-1/2 -translate-y-1"
        role="presentation"
      >
        <path d="M12 22 L3 3 L21 3 Z" fill="#ff5c7a" stroke="#0f1222" strokeWidth="1.5" />
      </svg>
    </div>
  );
}
