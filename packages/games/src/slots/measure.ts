/**
 * Offline RTP measurement (run by hand, not by the tests):
 *   node --import tsx packages/games/src/slots/measure.ts [variant …] [--spins N] [--fair]
 * Prints each variant's exact figures and a simulation's RTP with its
 * 99.9 % confidence interval, hit rate and standard deviation per round (× stake).
 * By default the simulation draws from a fast xorshift source (the same engine code, a
 * quicker stream); `--fair` uses the real HMAC stream.
 */
import { FairRandom } from '../fair/random.ts';
import { exactFigures } from './exact.ts';
import { slotVariants } from './index.ts';
import { playRound } from './play.ts';

class FastRandom extends FairRandom {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  constructor(seed: number) {
    super({ serverSeed: '0'.repeat(64), clientSeed: 'measure', nonce: 0 });
    this.a = seed >>> 0 || 1;
    this.b = 0x9e3779b9;
    this.c = 0x85ebca6b;
    this.d = 0xc2b2ae35;
    for (let i = 0; i < 20; i++) this.nextUint32();
  }
  // xoshiro128**
  override nextUint32(): number {
    const r = Math.imul(rotl(Math.imul(this.b, 5), 7), 9) >>> 0;
    const t = this.b << 9;
    this.c ^= this.a;
    this.d ^= this.b;
    this.b ^= this.c;
    this.a ^= this.d;
    this.c ^= t;
    this.d = rotl(this.d, 11);
    return r;
  }
}
const rotl = (x: number, k: number) => (x << k) | (x >>> (32 - k));

const args = process.argv.slice(2);
const spinsAt = args.indexOf('--spins');
const spins = spinsAt >= 0 ? Number(args[spinsAt + 1]) : 1_000_000;
const fair = args.includes('--fair');
const names = args.filter((a, i) => !a.startsWith('--') && (spinsAt < 0 || i !== spinsAt + 1));
const seed = Number(process.env.SEED ?? 1);

for (const variant of slotVariants.filter((v) => names.length === 0 || names.includes(v.id))) {
  const exact = exactFigures(variant);
  let random: FairRandom = new FastRandom(seed);
  let sum = 0;
  let sumSq = 0;
  let hits = 0;
  let features = 0;
  let max = 0;
  const started = Date.now();
  for (let i = 0; i < spins; i++) {
    if (fair) random = new FairRandom({ serverSeed: 'a'.repeat(64), clientSeed: `m${seed}`, nonce: i });
    const round = playRound(random, variant, variant.coins);
    const x = round.coins / variant.coins;
    sum += x;
    sumSq += x * x;
    if (x > 0) hits++;
    if (round.freeSpins || round.hold) features++;
    if (x > max) max = x;
  }
  const m = sum / spins;
  const sd = Math.sqrt(sumSq / spins - m * m);
  const half = (3.2905 * sd) / Math.sqrt(spins);
  const f = (x: number) => (100 * x).toFixed(3);
  console.log(
    [
      variant.id.padEnd(16),
      `declared ${variant.rtp.toFixed(2)}`,
      `exact ${exact.rtp.toFixed(4)} (base game ${exact.baseRtp.toFixed(2)})`,
      `feature 1/${(1 / exact.featureChance).toFixed(0)} (${exact.freeSpinsPerTrigger.toFixed(1)} free spins)`,
      `sim ${f(m)} ± ${f(half)}`,
      `hit ${((100 * hits) / spins).toFixed(2)}%`,
      `sim feature 1/${(spins / Math.max(features, 1)).toFixed(0)}`,
      `sd ${sd.toFixed(2)}`,
      `max ${max.toFixed(0)}x`,
      `${spins} spins ${((Date.now() - started) / 1000).toFixed(1)}s`,
    ].join(' | '),
  );
}
