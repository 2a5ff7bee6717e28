// The VIP club feature's public face: the club's page, its progress call, and the live status.
export { useVipProgress, VIP_PROGRESS_KEY, vipProgressQueryOptions } from './api/get-vip-progress.ts';
export { default as LiveVipStatus } from './components/live-vip-status.tsx';
export { VipClubPage } from './components/vip-club-page.tsx';
export { VIP_CLUB_PATH } from './model/statuses.ts';
