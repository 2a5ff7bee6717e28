/**
 * The tile motifs: small geometric drawings, Orbit's own, each with a few palettes. Drawn in
 * the upper part of a 400 × 300 tile (centre ≈ 200, 100); the title sits below y ≈ 195.
 */

export interface Palette {
  /** Background gradient, top-left to bottom-right. */
  from: string;
  to: string;
  /** Main and second ink of the motif. */
  a: string;
  b: string;
}

type Draw = (p: Palette) => string;

const pal = (from: string, to: string, a: string, b: string): Palette => ({ from, to, a, b });
const r1 = (n: number) => Math.round(n * 10) / 10;

/** Points of a star polygon (`points` tips), first tip straight up. */
function starPoints(cx: number, cy: number, outer: number, inner: number, points: number): string {
  const out: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI * i) / points - Math.PI / 2;
    out.push(`${r1(cx + r * Math.cos(angle))},${r1(cy + r * Math.sin(angle))}`);
  }
  return out.join(' ');
}

/** Dots drawn as zero-length round-capped segments: the cheapest circles in SVG. */
const dots = (points: readonly (readonly [number, number])[], width: number, color: string, opacity = 1) =>
  `<path d="${points.map(([x, y]) => `M${x} ${y}h0`).join('')}" stroke="${color}" stroke-width="${width}" stroke-linecap="round"${opacity < 1 ? ` stroke-opacity="${opacity}"` : ''}/>`;

const SPARKLES: readonly (readonly [number, number])[] = [
  [58, 46],
  [342, 38],
  [322, 150],
  [86, 150],
  [120, 22],
  [290, 92],
];
const sparkles = (color = '#fff') => dots(SPARKLES, 5, color, 0.7);

/** Four-pointed twinkle. */
const twinkle = (x: number, y: number, r: number, color: string) =>
  `<path d="M${x} ${y - r}Q${x} ${y} ${x + r} ${y}Q${x} ${y} ${x} ${y + r}Q${x} ${y} ${x - r} ${y}Q${x} ${y} ${x} ${y - r}Z" fill="${color}"/>`;

const heart = (x: number, y: number, s: number, color: string, turn = 0) =>
  `<path transform="translate(${x} ${y}) scale(${s})${turn ? ` rotate(${turn})` : ''}" d="M0-6C-6-16-22-8-14 4L0 16 14 4C22-8 6-16 0-6Z" fill="${color}"/>`;
const spade = (x: number, y: number, s: number, color: string) =>
  `<path transform="translate(${x} ${y}) scale(${s})" d="M0-16C-8-6-22 0-14 10-9 15-3 12 0 8-1 14-3 17-6 19H6C3 17 1 14 0 8 3 12 9 15 14 10 22 0 8-6 0-16Z" fill="${color}"/>`;

/** Revealed gems of the mines grid (column, row); the mine sits at (3, 4). */
const GEM_CELLS = [
  [1, 0],
  [3, 1],
  [0, 2],
  [4, 2],
  [2, 3],
] as const;
const diamond = (x: number, y: number) => `M${x} ${y - 11}L${x + 9} ${y}L${x} ${y + 11}L${x - 9} ${y}Z`;

export interface Motif {
  palettes: readonly Palette[];
  draw: Draw;
  /** False for drawings that hold text or read left to right (a mirrored crash curve would fall). */
  mirror?: false;
}

export const MOTIFS: Record<string, Motif> = {
  pyramid: {
    palettes: [
      pal('#f7b733', '#8a3a0f', '#ffd98a', '#fff3c4'),
      pal('#1e2a78', '#f08a5d', '#f7c873', '#ffe6a7'),
      pal('#3a1c71', '#d76d77', '#ffaf7b', '#ffe0b2'),
    ],
    draw: (p) =>
      `<circle cx="262" cy="66" r="34" fill="${p.b}" opacity=".85"/>` +
      `<path d="M118 176 200 34 282 176Z" fill="${p.a}"/><path d="M200 34 282 176H200Z" fill="#000" opacity=".2"/>` +
      `<path d="M70 176 116 98 162 176Z" fill="${p.a}" opacity=".8"/><path d="M116 98 162 176H116Z" fill="#000" opacity=".2"/>` +
      `<path d="M162 92H238M144 124H256M128 152H272" stroke="#000" stroke-opacity=".12" stroke-width="3"/>`,
  },
  book: {
    palettes: [
      pal('#2b1055', '#7597de', '#f4c95d', '#fffaf0'),
      pal('#42275a', '#734b6d', '#e8b04b', '#fff7e6'),
      pal('#0f2027', '#2c5364', '#f2a541', '#fdf6e3'),
    ],
    draw: (p) =>
      `<circle cx="200" cy="96" r="78" fill="${p.a}" opacity=".25"/>` +
      `<path d="M96 58 200 74 304 58V170L200 186 96 170Z" fill="${p.a}"/>` +
      `<path d="M104 56Q156 48 198 70V176Q156 156 104 164Z" fill="${p.b}"/><path d="M296 56Q244 48 202 70V176Q244 156 296 164Z" fill="${p.b}" opacity=".9"/>` +
      `<path d="M150 84 164 112 150 140 136 112ZM250 84 264 112 250 140 236 112Z" fill="${p.a}"/>` +
      `<path d="M120 78Q150 70 180 84M220 84Q250 70 280 78" stroke="#000" stroke-opacity=".2" stroke-width="3" fill="none"/>`,
  },
  fruit: {
    palettes: [
      pal('#ff9a3c', '#c21500', '#e0143c', '#3fa34d'),
      pal('#fcd34d', '#f97316', '#c0132f', '#2f8f3a'),
      pal('#7b2ff7', '#f107a3', '#ff2d55', '#5ed35b'),
    ],
    draw: (p) =>
      `<path d="M166 122Q176 70 226 40M236 132Q236 84 226 40" stroke="${p.b}" stroke-width="6" fill="none" stroke-linecap="round"/>` +
      `<path d="M226 40Q262 22 286 48Q252 66 226 40Z" fill="${p.b}"/>` +
      `<circle cx="164" cy="138" r="36" fill="${p.a}"/><circle cx="238" cy="146" r="34" fill="${p.a}"/>` +
      `<circle cx="164" cy="138" r="36" fill="#000" opacity=".12" transform="translate(6 6) scale(.96)"/>` +
      dots(
        [
          [150, 124],
          [224, 132],
        ],
        10,
        '#fff',
        0.75,
      ) +
      sparkles(),
  },
  gem: {
    palettes: [
      pal('#0b486b', '#3b8686', '#3ee6c1', '#b9fbff'),
      pal('#4a00e0', '#8e2de2', '#ff4fd8', '#ffd3f5'),
      pal('#1f1c2c', '#928dab', '#5ab0ff', '#d7ecff'),
    ],
    draw: (p) =>
      `<path d="M148 56H252L288 94 200 184 112 94Z" fill="${p.a}"/>` +
      `<path d="M148 56 172 94H112ZM252 56 228 94H288Z" fill="${p.b}" opacity=".7"/>` +
      `<path d="M172 94 200 184 228 94Z" fill="#fff" opacity=".25"/>` +
      `<path d="M112 94H288M148 56 172 94 200 56 228 94 252 56" stroke="#fff" stroke-opacity=".6" stroke-width="2.5" fill="none"/>` +
      twinkle(300, 48, 16, '#fff') +
      twinkle(104, 142, 10, '#fff') +
      sparkles(p.b),
  },
  planet: {
    palettes: [
      pal('#0f0c29', '#302b63', '#f9a826', '#7ee8fa'),
      pal('#141e30', '#243b55', '#ff6e7f', '#bfe9ff'),
      pal('#000428', '#004e92', '#a18cd1', '#fbc2eb'),
    ],
    draw: (p) =>
      `<g transform="rotate(-16 200 100)"><ellipse cx="200" cy="100" rx="98" ry="22" fill="none" stroke="${p.b}" stroke-width="8"/>` +
      `<circle cx="200" cy="100" r="54" fill="${p.a}"/><path d="M146 100A54 54 0 0 0 254 100Z" fill="#000" opacity=".18"/>` +
      `<path d="M102 100A98 22 0 0 0 298 100" fill="none" stroke="${p.b}" stroke-width="8"/></g>` +
      dots(
        [
          [60, 40],
          [340, 54],
          [318, 160],
          [78, 150],
          [130, 24],
          [280, 24],
          [40, 100],
        ],
        4,
        '#fff',
      ),
  },
  lantern: {
    palettes: [
      pal('#6a0d0d', '#1a0000', '#e53935', '#ffc94a'),
      pal('#0b3d2e', '#1b1b1b', '#d62828', '#fcbf49'),
      pal('#3c1053', '#ad5389', '#ff4b2b', '#ffd56b'),
    ],
    draw: (p) =>
      `<circle cx="200" cy="104" r="86" fill="${p.b}" opacity=".18"/>` +
      `<path d="M200 8V40M200 166V196" stroke="${p.b}" stroke-width="4"/>` +
      `<ellipse cx="200" cy="104" rx="60" ry="64" fill="${p.a}"/>` +
      `<ellipse cx="200" cy="104" rx="30" ry="64" fill="none" stroke="#000" stroke-opacity=".22" stroke-width="3"/>` +
      `<path d="M200 40V168" stroke="#000" stroke-opacity=".22" stroke-width="3"/>` +
      `<rect x="172" y="34" width="56" height="12" rx="4" fill="${p.b}"/><rect x="172" y="162" width="56" height="12" rx="4" fill="${p.b}"/>` +
      `<ellipse cx="178" cy="84" rx="10" ry="22" fill="#fff" opacity=".25"/>`,
  },
  shield: {
    palettes: [
      pal('#1c3b57', '#0a1521', '#8d5a2b', '#cfd8dc'),
      pal('#2c3e50', '#4ca1af', '#7b4a24', '#e0e6ea'),
      pal('#232526', '#414345', '#9c2a2a', '#d9c68c'),
    ],
    draw: (p) =>
      `<path d="M118 40 282 164M282 40 118 164" stroke="${p.b}" stroke-width="8" stroke-linecap="round"/>` +
      `<circle cx="200" cy="102" r="66" fill="${p.a}" stroke="${p.b}" stroke-width="8"/>` +
      `<path d="M200 40V164M138 102H262" stroke="#000" stroke-opacity=".28" stroke-width="6"/>` +
      `<path d="M174 76 226 128M226 76 174 128" stroke="${p.b}" stroke-opacity=".5" stroke-width="4"/>` +
      `<circle cx="200" cy="102" r="18" fill="${p.b}"/><circle cx="194" cy="96" r="6" fill="#fff" opacity=".6"/>` +
      sparkles(p.b),
  },
  fish: {
    palettes: [
      pal('#00b4db', '#0052a3', '#ff8c42', '#e0f7ff'),
      pal('#43cea2', '#185a9d', '#ffd23f', '#e8fffa'),
      pal('#2193b0', '#123a5a', '#f25f5c', '#d8f3ff'),
    ],
    draw: (p) =>
      `<path d="M112 104Q180 36 258 104Q180 172 112 104Z" fill="${p.a}"/>` +
      `<path d="M252 104 302 68 292 104 302 140Z" fill="${p.a}"/>` +
      `<path d="M170 66Q196 50 222 72Q196 70 170 66Z" fill="${p.a}"/>` +
      `<path d="M176 80Q196 104 176 128" stroke="#000" stroke-opacity=".2" stroke-width="4" fill="none"/>` +
      `<circle cx="144" cy="96" r="9" fill="#fff"/><circle cx="146" cy="96" r="4" fill="#123"/>` +
      `<g fill="none" stroke="${p.b}" stroke-width="3" opacity=".8"><circle cx="98" cy="70" r="8"/><circle cx="80" cy="44" r="5"/><circle cx="96" cy="22" r="3"/></g>` +
      `<path d="M60 182Q80 170 100 182T140 182T180 182T220 182T260 182T300 182T340 182" stroke="${p.b}" stroke-opacity=".5" stroke-width="4" fill="none"/>`,
  },
  sombrero: {
    palettes: [
      pal('#f83600', '#f9d423', '#8e2de2', '#00c9a7'),
      pal('#ee0979', '#ff6a00', '#ffd400', '#00a878'),
      pal('#00b09b', '#96c93d', '#e63946', '#ffd166'),
    ],
    draw: (p) =>
      `<ellipse cx="200" cy="144" rx="118" ry="28" fill="${p.a}"/>` +
      `<path d="M156 142Q160 56 200 54Q240 56 244 142Z" fill="${p.a}"/><path d="M200 54Q240 56 244 142H200Z" fill="#000" opacity=".15"/>` +
      `<path d="M160 120 170 108 180 120 190 108 200 120 210 108 220 120 230 108 240 120" stroke="${p.b}" stroke-width="6" fill="none" stroke-linejoin="round"/>` +
      `<ellipse cx="200" cy="144" rx="118" ry="28" fill="none" stroke="${p.b}" stroke-width="5" stroke-dasharray="12 10"/>` +
      sparkles(),
  },
  'star-badge': {
    palettes: [
      pal('#c79a5b', '#5b2c06', '#ffd34e', '#8a5a1b'),
      pal('#b24592', '#f15f79', '#f6d365', '#7a4a12'),
      pal('#3e5151', '#decba4', '#f3c34b', '#5e3d12'),
    ],
    draw: (p) => {
      const tips = starPoints(200, 102, 76, 40, 6).split(' ');
      const balls = tips
        .filter((_, i) => i % 2 === 0)
        .map((xy) => xy.split(',').map(Number) as [number, number]);
      return (
        `<polygon points="${starPoints(200, 102, 76, 40, 6)}" fill="${p.a}" stroke="${p.b}" stroke-width="4" stroke-linejoin="round"/>` +
        dots(balls, 16, p.a) +
        `<circle cx="200" cy="102" r="30" fill="none" stroke="${p.b}" stroke-width="5"/>` +
        `<polygon points="${starPoints(200, 102, 18, 8, 5)}" fill="${p.b}"/>`
      );
    },
  },
  moon: {
    palettes: [
      pal('#20002c', '#5a3f97', '#ffe9a8', '#c9b6ff'),
      pal('#0f2027', '#203a43', '#f5f3c1', '#8fd3fe'),
      pal('#360033', '#0b8793', '#ffd6a5', '#ffb3ff'),
    ],
    draw: (p) =>
      `<circle cx="200" cy="100" r="80" fill="${p.b}" opacity=".15"/>` +
      `<path d="M226 36A66 66 0 1 0 226 166A54 54 0 1 1 226 36Z" fill="${p.a}"/>` +
      twinkle(262, 62, 18, p.a) +
      twinkle(292, 126, 11, p.b) +
      twinkle(110, 40, 9, p.b) +
      sparkles(),
  },
  candy: {
    palettes: [
      pal('#ff9a9e', '#fad0c4', '#ff3e88', '#7bdff2'),
      pal('#a18cd1', '#fbc2eb', '#ff5e9c', '#ffe66d'),
      pal('#84fab0', '#8fd3f4', '#ff4d8d', '#fff06a'),
    ],
    draw: (p) =>
      `<path d="M200 140V196" stroke="#fff" stroke-width="10" stroke-linecap="round"/>` +
      `<circle cx="200" cy="92" r="58" fill="${p.a}"/>` +
      `<path d="M200 92m-40 0a40 40 0 1 1 80 0a28 28 0 1 1-56 0a16 16 0 1 1 32 0" stroke="#fff" stroke-width="9" fill="none" stroke-linecap="round"/>` +
      `<path d="M86 142 112 128 112 156ZM150 142 124 128 124 156Z" fill="${p.b}"/><circle cx="118" cy="142" r="14" fill="${p.b}"/>` +
      `<path d="M250 38 276 24 276 52ZM314 38 288 24 288 52Z" fill="${p.a}"/><circle cx="282" cy="38" r="13" fill="${p.b}"/>` +
      sparkles(),
  },
  savanna: {
    palettes: [
      pal('#f12711', '#f5af19', '#ffe259', '#3b1d0f'),
      pal('#ff7e5f', '#feb47b', '#fff1a8', '#4a2512'),
      pal('#c94b4b', '#4b134f', '#ffb347', '#1e0b14'),
    ],
    draw: (p) =>
      `<circle cx="200" cy="120" r="66" fill="${p.a}"/>` +
      `<path d="M0 176Q100 150 200 168T400 160V200H0Z" fill="${p.b}"/>` +
      `<path d="M244 170Q248 132 240 104M242 128Q220 116 210 104M244 122Q266 110 280 100" stroke="${p.b}" stroke-width="7" fill="none" stroke-linecap="round"/>` +
      `<ellipse cx="246" cy="96" rx="62" ry="14" fill="${p.b}"/>` +
      `<path d="M110 60q10-8 20 0q10-8 20 0M300 44q8-6 16 0q8-6 16 0" stroke="${p.b}" stroke-width="4" fill="none"/>`,
  },
  temple: {
    palettes: [
      pal('#1d4350', '#a43931', '#f4f1e8', '#f2c14e'),
      pal('#2b5876', '#4e4376', '#fdfbf5', '#ffcf56'),
      pal('#134e5e', '#71b280', '#f7f4ea', '#e9c46a'),
    ],
    draw: (p) =>
      `<path d="M110 70 200 30 290 70Z" fill="${p.a}"/><rect x="110" y="70" width="180" height="12" fill="${p.b}"/>` +
      `<path d="M130 88V156M166 88V156M202 88V156M238 88V156M272 88V156" stroke="${p.a}" stroke-width="18"/>` +
      `<path d="M130 88V156M166 88V156M202 88V156M238 88V156M272 88V156" stroke="#000" stroke-opacity=".12" stroke-width="4"/>` +
      `<rect x="102" y="156" width="196" height="12" fill="${p.a}"/><rect x="90" y="168" width="220" height="12" fill="${p.a}" opacity=".85"/>` +
      `<circle cx="200" cy="56" r="8" fill="${p.b}"/>` +
      sparkles(p.b),
  },
  coin: {
    palettes: [
      pal('#134e5e', '#0b1d26', '#ffc93c', '#b7791f'),
      pal('#4b0082', '#1a0033', '#ffd24c', '#a86b12'),
      pal('#8e0e00', '#1f1c18', '#ffcc33', '#a0640c'),
    ],
    draw: (p) =>
      `<g fill="${p.a}" stroke="${p.b}" stroke-width="3"><ellipse cx="110" cy="170" rx="34" ry="10"/><ellipse cx="110" cy="160" rx="34" ry="10"/><ellipse cx="110" cy="150" rx="34" ry="10"/><ellipse cx="296" cy="170" rx="30" ry="9"/><ellipse cx="296" cy="161" rx="30" ry="9"/></g>` +
      `<circle cx="200" cy="100" r="64" fill="${p.a}" stroke="${p.b}" stroke-width="6"/>` +
      `<circle cx="200" cy="100" r="48" fill="none" stroke="${p.b}" stroke-width="3" stroke-dasharray="4 5"/>` +
      `<polygon points="${starPoints(200, 102, 32, 14, 5)}" fill="${p.b}"/>` +
      `<path d="M162 70A48 48 0 0 1 190 54" stroke="#fff" stroke-opacity=".6" stroke-width="6" fill="none" stroke-linecap="round"/>` +
      twinkle(282, 46, 14, '#fff'),
  },
  ship: {
    palettes: [
      pal('#1e3c72', '#2a5298', '#d72638', '#5b3a1a'),
      pal('#0f2027', '#2c5364', '#ffb400', '#4a2c14'),
      pal('#3a6186', '#89253e', '#f4d35e', '#3d2410'),
    ],
    draw: (p) =>
      `<path d="M200 24V148" stroke="${p.b}" stroke-width="6"/>` +
      `<path d="M206 36Q262 76 206 118ZM194 50Q142 86 194 124Z" fill="#fdf6e3"/>` +
      `<path d="M200 24 234 32 200 40Z" fill="${p.a}"/>` +
      `<path d="M112 142H292L270 176H136Z" fill="${p.b}"/><path d="M120 152H284" stroke="${p.a}" stroke-width="5"/>` +
      `<path d="M40 184Q70 172 100 184T160 184T220 184T280 184T340 184T400 184" stroke="#fff" stroke-opacity=".5" stroke-width="5" fill="none"/>`,
  },
  clover: {
    palettes: [
      pal('#0b6e4f', '#073b2a', '#3ccf6e', '#ffd700'),
      pal('#134e5e', '#0b2a33', '#52d273', '#ffe066'),
      pal('#1d4d2b', '#0a1f12', '#2ecc71', '#f9d423'),
    ],
    draw: (p) =>
      `<path d="M206 112Q220 160 250 188" stroke="${p.a}" stroke-width="9" fill="none" stroke-linecap="round"/>` +
      // Four heart-shaped leaves, tips meeting in the centre.
      `<g transform="rotate(45 200 100)" stroke="#000" stroke-opacity=".3">${heart(200, 64, 2.4, p.a)}${heart(200, 136, 2.4, p.a, 180)}` +
      `${heart(164, 100, 2.4, p.a, -90)}${heart(236, 100, 2.4, p.a, 90)}</g>` +
      `<circle cx="200" cy="100" r="8" fill="${p.b}"/>` +
      sparkles(p.b),
  },
  'neon-grid': {
    palettes: [
      pal('#0f0026', '#3a0ca3', '#ff2bd6', '#00f5ff'),
      pal('#000000', '#1b1464', '#f72585', '#4cc9f0'),
      pal('#10002b', '#240046', '#ff9e00', '#00f5d4'),
    ],
    draw: (p) =>
      `<circle cx="200" cy="112" r="70" fill="${p.a}"/>` +
      `<path d="M120 112H280M124 132H276M130 150H270M138 166H262" stroke="${p.from}" stroke-width="7"/>` +
      `<path d="M0 176H400M200 176 40 300M200 176 120 300M200 176 280 300M200 176 360 300M0 200H400M0 240H400" stroke="${p.b}" stroke-width="2.5"/>` +
      `<path d="M0 176H400" stroke="${p.b}" stroke-width="5" opacity=".5"/>` +
      sparkles(p.b),
  },
  wheel: {
    palettes: [
      pal('#0b3d20', '#02140a', '#d4a14a', '#c1121f'),
      pal('#1d2b3a', '#0b0f14', '#caa15a', '#d62828'),
      pal('#4a0d0d', '#120303', '#e0b45a', '#b5121b'),
    ],
    draw: (p) =>
      `<circle cx="200" cy="100" r="80" fill="${p.a}"/><circle cx="200" cy="100" r="72" fill="#3a2412"/>` +
      `<circle cx="200" cy="100" r="58" fill="none" stroke="#111" stroke-width="22"/>` +
      `<circle cx="200" cy="100" r="58" fill="none" stroke="${p.b}" stroke-width="22" stroke-dasharray="10.12 10.12"/>` +
      `<circle cx="200" cy="100" r="58" fill="none" stroke="#1a9e4a" stroke-width="22" stroke-dasharray="10.12 354.3" stroke-dashoffset="-10.12"/>` +
      `<circle cx="200" cy="100" r="44" fill="${p.a}"/><circle cx="200" cy="100" r="30" fill="#6b4423"/>` +
      `<path d="M200 74V126M174 100H226" stroke="${p.a}" stroke-width="6" stroke-linecap="round"/><circle cx="200" cy="100" r="8" fill="${p.a}"/>` +
      `<circle cx="244" cy="58" r="7" fill="#fff"/>`,
  },
  cards: {
    mirror: false,
    palettes: [
      pal('#0b5d2a', '#022c14', '#d62839', '#151515'),
      pal('#123a6b', '#08162b', '#e63946', '#1d1d1d'),
      pal('#5c0a2e', '#1a0410', '#d7263d', '#111111'),
    ],
    draw: (p) =>
      `<g transform="rotate(-14 168 110)"><rect x="118" y="44" width="100" height="136" rx="10" fill="#fff"/>${spade(168, 112, 2, p.b)}` +
      `<text x="130" y="72" font-size="22" font-weight="700" fill="${p.b}">A</text></g>` +
      `<g transform="rotate(12 234 110)"><rect x="184" y="44" width="100" height="136" rx="10" fill="#fff"/>${heart(234, 110, 2, p.a)}` +
      `<text x="196" y="72" font-size="22" font-weight="700" fill="${p.a}">K</text></g>`,
  },
  chips: {
    palettes: [
      pal('#0a3d2a', '#051a12', '#c1121f', '#f2c14e'),
      pal('#1b1f3b', '#07081a', '#1f6feb', '#f2d16b'),
      pal('#3b0a2a', '#13020c', '#7b2cbf', '#f4c95d'),
    ],
    draw: (p) => {
      // One chip drawn once, stamped eight times in two colours (currentColor).
      const chip = (x: number, y: number, color: string) =>
        `<use href="#k" x="${x}" y="${y}" color="${color}"/>`;
      return (
        '<defs><g id="k"><ellipse cy="8" rx="44" ry="16" opacity=".3"/><ellipse rx="44" ry="16" fill="currentColor"/>' +
        '<ellipse rx="44" ry="16" fill="none" stroke="#fff" stroke-width="5" stroke-dasharray="10 12"/>' +
        '<ellipse rx="26" ry="9" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="2"/></g></defs>' +
        chip(150, 168, p.a) +
        chip(150, 150, p.b) +
        chip(150, 132, p.a) +
        chip(250, 168, p.b) +
        chip(250, 150, p.a) +
        chip(250, 132, p.b) +
        chip(250, 114, p.a) +
        chip(200, 82, p.a) +
        sparkles(p.b)
      );
    },
  },
  crash: {
    mirror: false,
    palettes: [
      pal('#0f0c29', '#24243e', '#ff3d68', '#ffd166'),
      pal('#000000', '#0f3443', '#00e5a0', '#f9f871'),
      pal('#1a0033', '#3d0066', '#ff8c00', '#ffe66d'),
    ],
    draw: (p) =>
      `<path d="M60 60H340M60 100H340M60 140H340" stroke="#fff" stroke-opacity=".08" stroke-width="2"/>` +
      `<path d="M60 180Q200 176 300 56V180Z" fill="${p.a}" opacity=".22"/>` +
      `<path d="M60 180Q200 176 300 56" stroke="${p.a}" stroke-width="7" fill="none" stroke-linecap="round"/>` +
      `<g transform="translate(306 48) rotate(40)"><path d="M0-24Q12-10 10 12H-10Q-12-10 0-24Z" fill="${p.b}"/><path d="M-10 12-18 20-10 4ZM10 12 18 20 10 4Z" fill="${p.a}"/><circle cy="-6" r="4" fill="#223"/><path d="M-5 14 0 30 5 14Z" fill="#ff6b35"/></g>` +
      sparkles(),
  },
  dice: {
    palettes: [
      pal('#3a1c71', '#d76d77', '#fff', '#c2185b'),
      pal('#0f2027', '#2c5364', '#fff', '#1565c0'),
      pal('#232526', '#ed213a', '#fff', '#1b1b1b'),
    ],
    draw: (p) =>
      `<g transform="rotate(-14 156 104)"><rect x="110" y="58" width="92" height="92" rx="18" fill="${p.a}"/>` +
      dots(
        [
          [132, 80],
          [156, 104],
          [180, 128],
          [180, 80],
          [132, 128],
        ],
        16,
        p.b,
      ) +
      `</g><g transform="rotate(12 250 112)"><rect x="208" y="70" width="84" height="84" rx="16" fill="${p.a}" opacity=".92"/>` +
      dots(
        [
          [228, 90],
          [272, 134],
          [228, 134],
          [272, 90],
          [228, 112],
          [272, 112],
        ],
        14,
        p.b,
      ) +
      `</g>`,
  },
  pegs: {
    palettes: [
      pal('#16004a', '#4a00b4', '#ff2e93', '#ffd23f'),
      pal('#001f3f', '#0074d9', '#ff851b', '#7fdbff'),
      pal('#0b0033', '#2d1b69', '#00e5ff', '#ff6ad5'),
    ],
    draw: (p) => {
      const pegs: [number, number][] = [];
      for (let row = 0; row < 6; row++) {
        for (let i = 0; i <= row + 1; i++) pegs.push([200 - (row + 1) * 18 + i * 36, 44 + row * 24]);
      }
      const inner = [1, 2, 3, 4, 5, 6].map((i) => `M${60 + i * 36} 190h28`).join('');
      return (
        dots(pegs, 8, '#fff', 0.85) +
        `<circle cx="218" cy="92" r="11" fill="${p.a}"/><circle cx="214" cy="88" r="3" fill="#fff"/>` +
        `<path d="${inner}" stroke="${p.b}" stroke-width="12" stroke-opacity=".7"/><path d="M60 190h28M312 190h28" stroke="${p.a}" stroke-width="12"/>`
      );
    },
  },
  mines: {
    palettes: [
      pal('#0f2027', '#203a43', '#3ee6c1', '#ff4d4d'),
      pal('#1a1a2e', '#16213e', '#7ef29d', '#ff5964'),
      pal('#141e30', '#35577d', '#5ee7ff', '#ff6b6b'),
    ],
    draw: (p) =>
      `<defs><pattern id="m" width="32" height="32" patternUnits="userSpaceOnUse"><rect x="2" y="2" width="28" height="28" rx="6" fill="#fff" fill-opacity=".16"/></pattern></defs>` +
      `<g transform="translate(120 20)"><rect width="160" height="160" fill="url(#m)"/>` +
      `<path d="${GEM_CELLS.map(([c, r]) => diamond(16 + c * 32, 16 + r * 32)).join('')}" fill="${p.a}"/>` +
      `<circle cx="112" cy="144" r="9" fill="${p.b}"/><path d="M112 130V158M98 144H126M102 134 122 154M122 134 102 154" stroke="${p.b}" stroke-width="3"/></g>` +
      twinkle(316, 48, 14, p.a),
  },
  keno: {
    mirror: false,
    palettes: [
      pal('#1e3c72', '#2a5298', '#ffd166', '#ef476f'),
      pal('#42275a', '#734b6d', '#06d6a0', '#ffd166'),
      pal('#093028', '#237a57', '#ff9f1c', '#2ec4b6'),
    ],
    draw: (p) => {
      const balls = [
        [132, 72, p.a, 7],
        [204, 56, p.b, 23],
        [276, 80, '#fff', 40],
        [162, 142, p.b, 12],
        [244, 146, p.a, 31],
      ] as const;
      return (
        balls.map(([x, y, color]) => `<circle cx="${x}" cy="${y}" r="31" fill="${color}"/>`).join('') +
        dots(
          balls.map(([x, y]) => [x, y] as const),
          36,
          '#fff',
        ) +
        `<g font-size="19" font-weight="800" text-anchor="middle" fill="#222">${balls.map(([x, y, , n]) => `<text x="${x}" y="${y + 7}">${n}</text>`).join('')}</g>` +
        sparkles()
      );
    },
  },
  'prize-wheel': {
    palettes: [
      pal('#2b0548', '#7b1fa2', '#ffcc00', '#ff3d7f'),
      pal('#001d3d', '#003566', '#ffc300', '#06d6a0'),
      pal('#3d0000', '#950101', '#ffd166', '#118ab2'),
    ],
    draw: (p) =>
      `<circle cx="200" cy="104" r="80" fill="${p.a}"/>` +
      `<circle cx="200" cy="104" r="35" fill="none" stroke="${p.b}" stroke-width="70" stroke-dasharray="27.5 27.5"/>` +
      `<circle cx="200" cy="104" r="35" fill="none" stroke="#fff" stroke-width="70" stroke-dasharray="13.7 96.3" stroke-dashoffset="-6.9"/>` +
      `<circle cx="200" cy="104" r="76" fill="none" stroke="${p.a}" stroke-width="8"/>` +
      `<circle cx="200" cy="104" r="76" fill="none" stroke="#fff" stroke-width="5" stroke-dasharray="0 19.9" stroke-linecap="round"/>` +
      `<circle cx="200" cy="104" r="14" fill="${p.a}"/><path d="M186 14H214L200 40Z" fill="#fff"/>`,
  },
};

/** Motif drawn for a game whose own motif is unknown, by engine. */
export const ENGINE_MOTIFS: Record<string, string> = {
  'slot-classic': 'fruit',
  'slot-lines': 'gem',
  'slot-ways': 'gem',
  roulette: 'wheel',
  blackjack: 'cards',
  baccarat: 'chips',
  'video-poker': 'cards',
  crash: 'crash',
  dice: 'dice',
  plinko: 'pegs',
  mines: 'mines',
  keno: 'keno',
  'live-table': 'wheel',
};
export const DEFAULT_MOTIF = 'gem';
