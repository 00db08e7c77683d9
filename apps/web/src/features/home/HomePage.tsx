import { isHost } from '@catering/domain';
import { useCurrentUser } from '../../lib/session';
import { HostsPage } from '../hosts/HostsPage';
import { MenusPage } from '../menus/MenusPage';

/** Route / (hosts spec 2): hosts land on the hosts page, everyone else on the menu list. */
export function HomePage() {
  const user = useCurrentUser();
  return isHost(user) ? <HostsPage /> : <MenusPage />;
}
