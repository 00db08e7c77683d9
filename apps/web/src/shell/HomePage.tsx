import { isHost } from '@catering/domain';
import { HostsPage } from '../features/hosts/HostsPage';
import { MenusPage } from '../features/menus/MenusPage';
import { useCurrentUser } from '../lib/session';

/** Route / (hosts spec 2): hosts land on the hosts page, everyone else on the menu list. */
export function HomePage() {
  const user = useCurrentUser();
  return isHost(user) ? <HostsPage /> : <MenusPage />;
}
