import { PlaceholderPage } from '../placeholders/PlaceholderPage';

/** Route /hosts (being built: issue #10). */
export function HostsPage() {
  return <PlaceholderPage title="Hosts" />;
}
