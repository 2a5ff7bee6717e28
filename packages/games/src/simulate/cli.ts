/**
 * The RTP simulator: `node --import tsx packages/games/src/simulate/cli.ts <engine|all> <variant|all> <rounds> [seed]`
 * (or `npm run rtp -w @orbit/games -- …`). Prints declared vs measured RTP with the 95 % CI.
 */
import { HOUSE_GAMES } from '../registry.ts';
import { simulate } from './simulate.ts';

function main(argv: string[]): number {
  const [engineArg, variantArg = 'all', roundsArg = '1000000', seed = 'orbit-rtp'] = argv;
  const rounds = Number(roundsArg.replace(/_/g, ''));
  if (!engineArg || !Number.isSafeInteger(rounds) || rounds < 1) {
    console.error('usage: cli.ts <engine|all> <variant|all> <rounds> [seed]');
    console.error(`engines: ${Object.keys(HOUSE_GAMES).join(', ')}`);
    return 2;
  }
  const engines = engineArg === 'all' ? Object.keys(HOUSE_GAMES) : [engineArg];
  const header = ['engine', 'variant', 'declared', 'measured', '95 % CI', 'rounds', 'seconds'];
  const rows: string[][] = [];
  let outside = 0;
  for (const id of engines) {
    const game = HOUSE_GAMES[id as keyof typeof HOUSE_GAMES];
    if (!game) {
      console.error(`unknown engine ${id}; engines: ${Object.keys(HOUSE_GAMES).join(', ')}`);
      return 2;
    }
    const variants = variantArg === 'all' ? Object.keys(game.variants) : [variantArg];
    for (const variant of variants) {
      if (!game.variants[variant]) {
        console.error(`${id} has no variant ${variant}; variants: ${Object.keys(game.variants).join(', ')}`);
        return 2;
      }
      const started = performance.now();
      // A seed of its own per variant, so the rows of one run are independent of each other.
      const result = simulate(game, variant, rounds, `${seed}/${id}/${variant}`);
      const seconds = (performance.now() - started) / 1000;
      const declared = game.variants[variant]!.rtp;
      const [lo, hi] = result.ci95;
      if (declared < lo || declared > hi) outside += 1;
      const row = [
        id,
        variant,
        declared.toFixed(2),
        result.rtp.toFixed(3),
        `${lo.toFixed(3)}–${hi.toFixed(3)}`,
        String(rounds),
        seconds.toFixed(1),
      ];
      rows.push(row);
      console.log(row.join('\t'));
    }
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log();
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(line(row));
  if (outside > 0)
    console.log(`\n${outside} declared RTP(s) outside the measured 95 % CI (expect ~1 in 20 by chance).`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
