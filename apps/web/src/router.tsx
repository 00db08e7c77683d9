import { createBrowserRouter, type RouteObject } from 'react-router';
import type { PageHandle } from './features/placeholders/PlaceholderPage';
import { AppRoot } from './shell/AppRoot';
import { ErrorPage } from './shell/ErrorPage';
import { FullScreenLoader } from './shell/FullScreenLoader';
import { NotFoundContent, NotFoundPage } from './shell/NotFoundPage';
import { RouteErrorPage } from './shell/RouteErrorPage';
import { SessionGate } from './shell/SessionGate';

/**
 * Route table of spec 2.2 (exact matches). Each screen is its own chunk, loaded when first
 * visited. Screens a later issue builds show the shared placeholder, named by `handle.title`.
 */
const placeholderPage = (title: string): RouteObject => ({
  handle: { title } satisfies PageHandle,
  lazy: async () => ({
    Component: (await import('./features/placeholders/PlaceholderPage')).PlaceholderPage,
  }),
});

const shellRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({
      Component: (await import('./features/placeholders/PlaceholderPage')).HomePage,
    }),
  },
  {
    path: 'menus',
    lazy: async () => ({ Component: (await import('./features/menus/MenusPage')).MenusPage }),
  },
  {
    path: 'menus/new',
    lazy: async () => ({
      Component: (await import('./features/menus/MenuEditorPage')).NewMenuPage,
    }),
  },
  {
    path: 'menus/:menuId',
    lazy: async () => ({
      Component: (await import('./features/menus/MenuEditorPage')).EditMenuPage,
    }),
  },
  {
    path: 'menus/:menuId/host-flow',
    lazy: async () => ({
      Component: (await import('./features/menus/MenuHostFlowPage')).MenuHostFlowPage,
    }),
  },
  {
    path: 'elements',
    lazy: async () => ({
      Component: (await import('./features/elements/ElementsPage')).ElementsPage,
    }),
  },
  {
    path: 'elements/new',
    lazy: async () => ({
      Component: (await import('./features/elements/ElementEditorPage')).NewElementPage,
    }),
  },
  {
    path: 'elements/:elementId',
    lazy: async () => ({
      Component: (await import('./features/elements/ElementEditorPage')).EditElementPage,
    }),
  },
  {
    path: 'ingredients',
    lazy: async () => ({
      Component: (await import('./features/ingredients/IngredientsPage')).IngredientsPage,
    }),
  },
  {
    path: 'ingredients/new',
    lazy: async () => ({
      Component: (await import('./features/ingredients/IngredientEditorPage')).NewIngredientPage,
    }),
  },
  {
    path: 'ingredients/:ingredientId',
    lazy: async () => ({
      Component: (await import('./features/ingredients/IngredientEditorPage')).EditIngredientPage,
    }),
  },
  {
    path: 'brands',
    lazy: async () => ({ Component: (await import('./features/brands/BrandsPage')).BrandsPage }),
  },
  {
    path: 'tags',
    lazy: async () => ({ Component: (await import('./features/tags/TagsPage')).TagsPage }),
  },
  {
    path: 'add-on-types',
    lazy: async () => ({
      Component: (await import('./features/add-on-types/AddOnTypesPage')).AddOnTypesPage,
    }),
  },
  {
    path: 'service-types',
    lazy: async () => ({
      Component: (await import('./features/service-types/ServiceTypesPage')).ServiceTypesPage,
    }),
  },
  {
    path: 'service-types/new',
    lazy: async () => ({
      Component: (await import('./features/service-types/NewServiceTypePage')).NewServiceTypePage,
    }),
  },
  { path: 'markets/:marketId/scheduling/:month?/:year?', ...placeholderPage('Scheduling') },
  { path: 'markets/:marketId/scheduling-detail/:date', ...placeholderPage('Scheduling Detail') },
  { path: 'scheduled-menus/:scheduledMenuId', ...placeholderPage('Scheduled Menu') },
  {
    path: 'scheduled-menus/:scheduledMenuId/host-flow',
    ...placeholderPage('Scheduled Menu Host Flow'),
  },
  { path: 'scheduled-add-ons/:scheduledAddOnId', ...placeholderPage('Scheduled Add On') },
  { path: 'numbers/daily/chef', ...placeholderPage('Chef Daily Numbers') },
  {
    path: 'users',
    lazy: async () => ({
      Component: (await import('./features/team/ManageTeamPage')).ManageTeamPage,
    }),
  },
  { path: 'hosts', ...placeholderPage('Hosts') },
  {
    path: 'hosts/daily/market/:marketId/serviceLine/:serviceLineId/date/:date',
    ...placeholderPage('Host Daily View'),
  },
  { path: 'hosts/survey/:surveyId', ...placeholderPage('Host Survey') },
  {
    path: 'accounts',
    lazy: async () => ({
      Component: (await import('./features/accounts/AccountsPage')).AccountsPage,
    }),
  },
  {
    path: 'accounts/new',
    lazy: async () => ({
      Component: (await import('./features/accounts/NewAccountPage')).NewAccountPage,
    }),
  },
  {
    path: 'accounts/:accountId',
    lazy: async () => ({
      Component: (await import('./features/accounts/AccountEditorPage')).AccountEditorPage,
    }),
  },
  {
    path: 'settings',
    lazy: async () => ({
      Component: (await import('./features/settings/SettingsPage')).SettingsPage,
    }),
  },
  { path: '*', Component: NotFoundContent },
];

export const appRoutes: RouteObject[] = [
  {
    Component: AppRoot,
    ErrorBoundary: RouteErrorPage,
    // Shown while the first screen's chunk loads.
    HydrateFallback: FullScreenLoader,
    children: [
      { path: '/error', Component: ErrorPage },
      { path: '/not-found', Component: NotFoundPage },
      {
        path: '/reset-password',
        lazy: async () => ({
          Component: (await import('./features/auth/ResetPasswordPage')).ResetPasswordPage,
        }),
      },
      // The invitation e-mail's link: the invited person sets a password and is signed in.
      {
        path: '/accept-invitation',
        lazy: async () => ({
          Component: (await import('./features/team/AcceptInvitationPage')).AcceptInvitationPage,
        }),
      },
      // The pages an account's QR codes open: no sign-in, no console around them.
      {
        path: '/public/menu/:token',
        lazy: async () => ({
          Component: (await import('./features/public-pages/PublicMenuPage')).PublicMenuPage,
        }),
      },
      {
        path: '/public/feedback/:token',
        lazy: async () => ({
          Component: (await import('./features/public-pages/PublicFeedbackPage'))
            .PublicFeedbackPage,
        }),
      },
      { path: '/', Component: SessionGate, children: shellRoutes },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
