// The notification centre's public face: the header's bell, the sidebar's row and the live popup
// of a new notification (all drawn by the late chunk, after hydration).
export { default as LiveNotifications } from './components/live-notifications.tsx';
export { default as NotificationsButton } from './components/notifications-button.tsx';
export { default as SidebarNotifications } from './components/sidebar-notifications.tsx';
