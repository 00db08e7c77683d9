import Alert from '@mui/material/Alert';
import { useMatches } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { isHost } from '../../lib/roles';
import { useCurrentUser } from '../../lib/session';
import { MenusPage } from '../menus/MenusPage';

export interface PageHandle {
  title: string;
}

function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

/** Stands in for every screen a later issue builds; the route's `handle.title` names it. */
export function PlaceholderPage(props: { title?: string }) {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle;
  const title = props.title ?? (isPageHandle(handle) ? handle.title : 'This page');
  return (
    <>
      <PageHeader title={title} />
      <Alert severity="info">This part of the console is not built yet.</Alert>
    </>
  );
}

/** Route /: hosts land on the hosts page, everyone else on the menu list. */
export function HomePage() {
  const user = useCurrentUser();
  return isHost(user) ? <PlaceholderPage title="Hosts" /> : <MenusPage />;
}
