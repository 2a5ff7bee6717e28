// A page's blocking time after its first paint, from the main thread's CPU time: each task's
// thread time (a trace's `tdur`, not its wall time) times 4, as Lighthouse's mobile preset slows
// the CPU, less 50 ms. Lighthouse's own figure on this machine swings with whatever else runs (a
// task's wall time stretches while the server or a build takes a core); this one barely does.
// Usage: npm run build && node bench/blocking-time.mjs [runs] [/ /pokies/all …]
import { chromium } from 'playwright';
import { startOrbit } from './lib/server.mjs';
import { PHONE_USER_AGENT } from './page-weight.mjs';

const [runsArgument, ...pathArguments] = process.argv.slice(2);
const runs = Number(runsArgument ?? 5);
const paths = pathArguments.length ? pathArguments : ['/'];
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;

const orbit = await startOrbit({ port: Number(process.env.ORBIT_BENCH_PORT ?? 3200) });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});

/** One load of `path` on a phone's screen: the blocking time after the first paint, and its long tasks. */
async function measure(path) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    deviceScaleFactor: 1.75,
    userAgent: PHONE_USER_AGENT,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events = [];
    cdp.on('Tracing.dataCollected', (batch) => events.push(...batch.value));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline', transferMode: 'ReportEvents' });
    await page.goto(new URL(path, orbit.url).toString(), { waitUntil: 'networkidle' });
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    const firstPaint = events.find((event) => event.name === 'firstContentfulPaint')?.ts ?? 0;
    const longTasks = events
      .filter((event) => event.name === 'RunTask' && event.ph === 'X' && event.tdur && event.ts >= firstPaint)
      .map((task) => (task.tdur / 1000) * CPU_SLOWDOWN)
      .filter((ms) => ms > LONG_TASK_MS);
    const blocking = longTasks.reduce((sum, ms) => sum + ms - LONG_TASK_MS, 0);
    return { blockingMs: Math.round(blocking), longTasksMs: longTasks.map(Math.round) };
  } finally {
    await context.close();
  }
}

try {
  for (const path of paths) {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await measure(path));
    const sorted = results.map((result) => result.blockingMs).sort((a, b) => a - b);
    console.log(
      JSON.stringify({
        path,
        runs,
        medianBlockingMs: sorted[Math.floor(sorted.length / 2)],
        blockingMs: results.map((result) => result.blockingMs),
        longTasksMs: results.map((result) => result.longTasksMs),
      }),
    );
  }
} finally {
  await browser.close();
  await orbit.stop();
}
