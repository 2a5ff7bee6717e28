import { Outlet } from 'react-router';

export default function ProfileLayout() {
  return <Outlet />;
}
