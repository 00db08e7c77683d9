import {
  type CurrentUser,
  canManageUsers,
  EATER_FEEDBACK_ACCESS,
  hasPermission,
  isHost,
  isSuperAdmin,
  type Permission,
  permissionsOf,
} from '@catering/domain';

export interface NavLinkItem {
  kind: 'link';
  label: string;
  to: string;
}

export interface NavGroupItem {
  kind: 'group';
  label: string;
  children: NavLinkItem[];
}

export type NavItem = NavLinkItem | NavGroupItem;

const link = (label: string, to: string): NavLinkItem => ({ kind: 'link', label, to });

/**
 * The side navigation of spec 2.3, without Logout (always last, it is an action, not a link).
 * A group whose links are all hidden disappears.
 */
export function buildNavigation(user: CurrentUser, schedulingMarketId: string | null): NavItem[] {
  if (isHost(user)) {
    return [
      link('Hosts', '/hosts'),
      link('My surveys', '/hosts/surveys'),
      link('Settings', '/settings'),
    ];
  }

  const can = (permission: Permission) => hasPermission(permissionsOf(user), permission);
  const items: NavItem[] = [];

  const menuManagement = [
    ...(can('viewMenu') ? [link('Menus', '/menus')] : []),
    ...(can('viewElement') ? [link('Elements', '/elements')] : []),
    link('Ingredients', '/ingredients'),
    link('Brands', '/brands'),
    link('Tags', '/tags'),
  ];
  items.push({ kind: 'group', label: 'Menu Management', children: menuManagement });

  // Without any market there is no calendar to open, so the link would only lead nowhere.
  if (can('viewScheduleMenu') && schedulingMarketId) {
    items.push(link('Scheduling', `/markets/${schedulingMarketId}/scheduling`));
  }

  items.push({
    kind: 'group',
    label: 'Service',
    children: [
      link('Chef Daily Numbers', '/numbers/daily/chef'),
      link('Add On Types', '/add-on-types'),
      link('Service Types', '/service-types'),
    ],
  });
  items.push(link('Hosts', '/hosts'));
  if (can('viewScheduleMenu')) items.push(link('Accounts', '/accounts'));
  if (can(EATER_FEEDBACK_ACCESS)) items.push(link('Feedback', '/feedback'));
  items.push({
    kind: 'group',
    label: 'Purchasing',
    // Culinary sees food cost without the order guide: the group shows with either link.
    children: [
      ...(can('viewPurchasing') ? [link('Order Guide', '/purchasing/order-guide')] : []),
      ...(can('viewFoodCost') ? [link('Food Cost', '/purchasing/food-cost')] : []),
    ],
  });
  if (can('viewForecast')) items.push(link('Forecast', '/forecast'));
  // The page shows each person only the tabs they may use (Users alone unless Super Admin).
  if (isSuperAdmin(user) || canManageUsers(user)) items.push(link('Manage Team', '/users'));
  items.push(link('Settings', '/settings'));

  return items.filter((item) => item.kind === 'link' || item.children.length > 0);
}
