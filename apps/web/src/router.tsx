import { EATER_FEEDBACK_ACCESS } from '@catering/domain';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { forecastRoutes } from './features/forecast/routes';
import { importRoutes } from './features/imports/routes';
import { ingredientRoutes } from './features/ingredients/routes';
import { SCHEDULING_CALENDAR_ROUTE } from './features/scheduling/calendar/calendar-month';
import { AppRoot } from './shell/AppRoot';
import { ErrorPage } from './shell/ErrorPage';
import { FullScreenLoader } from './shell/FullScreenLoader';
import { NotFoundContent, NotFoundPage } from './shell/NotFoundPage';
import type { PageHandle } from './shell/page-access';
import { RouteErrorPage } from './shell/RouteErrorPage';
import { SessionGate } from './shell/SessionGate';

/** Route table of spec 2.2 (exact matches). Each screen is its own chunk, loaded when first visited. */
const shellRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({
      Component: (await import('./shell/HomePage')).HomePage,
    }),
  },
  {
    path: 'menus',
    handle: { access: 'viewMenu' } satisfies PageHandle,
    lazy: async () => ({ Component: (await import('./features/menus/MenusPage')).MenusPage }),
  },
  {
    path: 'menus/new',
    handle: { access: 'viewMenu' } satisfies PageHandle,
    lazy: async () => ({
      Component: (await import('./features/menus/MenuEditorPage')).NewMenuPage,
    }),
  },
  {
    path: 'menus/:menuId',
    handle: { access: 'viewMenu' } satisfies PageHandle,
    lazy: async () => ({
      Component: (await import('./features/menus/MenuEditorPage')).EditMenuPage,
    }),
  },
  {
    path: 'menus/:menuId/host-flow',
    handle: { access: 'viewMenu' } satisfies PageHandle,
    lazy: async () => ({
      Component: (await import('./features/menus/MenuHostFlowPage')).MenuHostFlowPage,
    }),
  },
  {
    path: 'elements',
    handle: { access: 'viewElement' } satisfies PageHandle,
    lazy: async () => ({
      Component: (await import('./features/elements/ElementsPage')).ElementsPage,
    }),
  },
  {
    path: 'elements/new',
    handle: { access: 'viewElement' } satisfies PageHandle,
    lazy: async () => ({
      Component: (await import('./features/elements/ElementEditorPage')).NewElementPage,
    }),
  },
  {
    path: 'elements/:elementId',
    handle: { access: 'viewElement' } satisfies PageHandle,
    lazy: async () => ({
      Component: (await import('./features/elements/ElementEditorPage')).EditElementPage,
    }),
  },
  ...ingredientRoutes,
  ...importRoutes,
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
  {
    path: SCHEDULING_CALENDAR_ROUTE,
    handle: { access: 'viewScheduleMenu' } satisfies PageHandle,
    lazy: async () => ({
      Component: (await import('./features/scheduling/calendar/SchedulingCalendarPage'))
        .SchedulingCalendarPage,
    }),
  },
  {
    path: 'markets/:marketId/scheduling-detail/:date',
    handle: { access: 'viewScheduleMenu' } satisfies PageHandle,
    lazy: async () => ({
      Component: (await import('./features/scheduling/detail/SchedulingDetailPage'))
        .SchedulingDetailPage,
    }),
  },
  {
    path: 'scheduled-menus/:scheduledMenuId',
    handle: { access: 'viewScheduleMenu' } satisfies PageHandle,
    lazy: async () => ({
      Component: (await import('./features/scheduled-menus/ScheduledMenuEditorPage'))
        .ScheduledMenuEditorPage,
    }),
  },
  {
    path: 'scheduled-menus/:scheduledMenuId/host-flow',
    handle: { access: 'viewScheduleMenu' } satisfies PageHandle,
    lazy: async () => ({
      Component: (await import('./features/scheduled-menus/ScheduledMenuHostFlowPage'))
        .ScheduledMenuHostFlowPage,
    }),
  },
  {
    // Add One: an add-on not scheduled until its first slot is saved.
    path: 'scheduled-add-ons/new',
    handle: { access: 'addScheduleMenu' } satisfies PageHandle,
    lazy: async () => ({
      Component: (await import('./features/scheduled-add-ons/NewScheduledAddOnPage'))
        .NewScheduledAddOnPage,
    }),
  },
  {
    path: 'scheduled-add-ons/:scheduledAddOnId',
    handle: { access: 'viewScheduleMenu' } satisfies PageHandle,
    lazy: async () => ({
      Component: (await import('./features/scheduled-add-ons/ScheduledAddOnEditorPage'))
        .ScheduledAddOnEditorPage,
    }),
  },
  {
    path: 'numbers/daily/chef',
    handle: { access: 'viewScheduleMenu' } satisfies PageHandle,
    lazy: async () => ({
      Component: (await import('./features/chef-numbers/ChefNumbersPage')).ChefNumbersPage,
    }),
  },
  {
    path: 'users',
    lazy: async () => ({
      Component: (await import('./features/team/ManageTeamPage')).ManageTeamPage,
    }),
  },
  {
    path: 'hosts',
    lazy: async () => ({ Component: (await import('./features/hosts/HostsPage')).HostsPage }),
  },
  {
    path: 'hosts/daily/market/:marketId/serviceLine/:serviceLineId/date/:date',
    lazy: async () => ({
      Component: (await import('./features/hosts/daily/HostDailyPage')).HostDailyPage,
    }),
  },
  {
    path: 'hosts/surveys',
    handle: { access: 'viewScheduleMenu' } satisfies PageHandle,
    lazy: async () => ({
      Component: (await import('./features/hosts/surveys/MySurveysPage')).MySurveysPage,
    }),
  },
  {
    path: 'hosts/survey/:surveyId',
    lazy: async () => ({
      Component: (await import('./features/host-surveys/HostSurveyPage')).HostSurveyPage,
    }),
  },
  {
    path: 'accounts',
    handle: { access: 'viewScheduleMenu' } satisfies PageHandle,
    lazy: async () => ({
      Component: (await import('./features/accounts/AccountsPage')).AccountsPage,
    }),
  },
  {
    path: 'accounts/new',
    handle: { access: 'viewScheduleMenu' } satisfies PageHandle,
    lazy: async () => ({
      Component: (await import('./features/accounts/NewAccountPage')).NewAccountPage,
    }),
  },
  {
    path: 'accounts/:accountId',
    handle: { access: 'viewScheduleMenu' } satisfies PageHandle,
    lazy: async () => ({
      Component: (await import('./features/accounts/AccountEditorPage')).AccountEditorPage,
    }),
  },
  {
    path: 'feedback',
    handle: { access: EATER_FEEDBACK_ACCESS } satisfies PageHandle,
    lazy: async () => ({
      Component: (await import('./features/eater-feedback/FeedbackPage')).FeedbackPage,
    }),
  },
  {
    path: 'purchasing/order-guide',
    handle: { access: 'viewPurchasing' } satisfies PageHandle,
    lazy: async () => ({
      Component: (await import('./features/purchasing/OrderGuidePage')).OrderGuidePage,
    }),
  },
  {
    path: 'purchasing/food-cost',
    handle: { access: 'viewFoodCost' } satisfies PageHandle,
    lazy: async () => ({
      Component: (await import('./features/purchasing/FoodCostPage')).FoodCostPage,
    }),
  },
  ...forecastRoutes,
  {
    path: 'profile',
    lazy: async () => ({
      Component: (await import('./features/auth/ProfilePage')).ProfilePage,
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
      {
        path: '/sso/complete',
        lazy: async () => ({
          Component: (await import('./features/auth/SingleSignOnCompletePage'))
            .SingleSignOnCompletePage,
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
