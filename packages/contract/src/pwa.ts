import { z } from 'zod';

/**
 * The installable app (PWA): what the client tells of it (`POST /api/pwa_events`, observed in the
 * reference client, which sends it only for a signed-in player in the installed app), and the
 * operator's figures per day.
 */

/** `open`: the installed app was opened (once per session); `install`: the browser installed it. */
export const PWA_EVENTS = ['open', 'install'] as const;
export type PwaEvent = (typeof PWA_EVENTS)[number];

/** `POST /api/pwa_events`. */
export const PwaEventRequest = z.strictObject({ event: z.enum(PWA_EVENTS) });
export type PwaEventRequest = z.infer<typeof PwaEventRequest>;

/** Longest period one report reads (a year and a day). */
export const PWA_REPORT_MAX_DAYS = 366;

/** `GET /api/operator/reports/pwa?from=&to=`: days (`YYYY-MM-DD`, UTC), both included. */
export const PwaReportQuery = z.strictObject({ from: z.iso.date(), to: z.iso.date() });
export type PwaReportQuery = z.infer<typeof PwaReportQuery>;

/** One day's figures: installs, opens of the installed app, and the players who opened it. */
export const PwaReportDay = z.object({
  day: z.string(),
  installs: z.number().int(),
  opens: z.number().int(),
  players: z.number().int(),
});
export type PwaReportDay = z.infer<typeof PwaReportDay>;

/** Every day of the period, oldest first (a day without events has zeros). */
export const PwaReport = z.object({ days: z.array(PwaReportDay) });
export type PwaReport = z.infer<typeof PwaReport>;
