import { PlaceholderPage } from '../../placeholders/PlaceholderPage';

/** Route /hosts/daily/… (being built: issue #10). */
export function HostDailyPage() {
  return <PlaceholderPage title="Host Daily View" />;
}
