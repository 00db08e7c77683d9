import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { id, timestamps } from './columns.js';
import { users } from './identity.js';
import { menus } from './menus.js';
import { markets, serviceLines, serviceTypes } from './reference.js';
import { scheduledElements, scheduledMenus } from './scheduling.js';
import { serviceEvents } from './service-events.js';

/**
 * A host's report of one service (docs/hosts.md, data-model 3.7): created when the host
 * first opens it, with the service copied as it was; submitted after the service.
 */
export const hostSurveys = pgTable(
  'host_surveys',
  {
    id: id(),
    serviceEventId: uuid('service_event_id')
      .notNull()
      .references(() => serviceEvents.id),
    // No action: a menu with surveys cannot be unscheduled from under them.
    scheduledMenuId: uuid('scheduled_menu_id')
      .notNull()
      .references(() => scheduledMenus.id),
    menuId: uuid('menu_id').references(() => menus.id, { onDelete: 'set null' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    marketId: uuid('market_id')
      .notNull()
      .references(() => markets.id),
    serviceLineId: uuid('service_line_id')
      .notNull()
      .references(() => serviceLines.id),
    serviceTypeId: uuid('service_type_id').references(() => serviceTypes.id),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    date: date('date', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['incomplete', 'complete'] })
      .notNull()
      .default('incomplete'),
    submittedAt: timestamp('submitted_at', { withTimezone: true, precision: 3 }),
    expectedHeadcount: integer('expected_headcount').notNull(),
    actualHeadcount: integer('actual_headcount'),
    anySpecialEvents: boolean('any_special_events').notNull().default(false),
    eventDescription: text('event_description').notNull().default(''),
    firstEaterTime: time('first_eater_time'),
    kitchenLeaveTime: time('kitchen_leave_time'),
    lastEaterTime: time('last_eater_time'),
    startTime: time('start_time'),
    serviceScore: smallint('service_score').notNull().default(3),
    serviceFeedback: text('service_feedback').notNull().default(''),
    eatersEnjoyedScore: smallint('eaters_enjoyed_score'),
    eatersUnderstoodScore: smallint('eaters_understood_score'),
    setupFeedback: jsonb('setup_feedback'),
    /**
     * Answers typed and not yet submitted, as the form holds them (issue #26, 1). Kept apart
     * from the answers and from `updatedAt`, so saving a draft never makes a submit stale.
     */
    draft: jsonb('draft'),
    draftEditedAt: timestamp('draft_edited_at', { withTimezone: true, precision: 3 }),
    draftUserId: uuid('draft_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The Idempotency-Key of the submit that completed it: the same submit again is a no-op. */
    submitKey: text('submit_key'),
    ...timestamps(),
  },
  (t) => [
    unique('host_surveys_service_event_key').on(t.serviceEventId),
    index('host_surveys_market_date_idx').on(t.marketId, t.date),
    index('host_surveys_scheduled_menu_id_idx').on(t.scheduledMenuId),
    index('host_surveys_menu_id_idx').on(t.menuId),
    // The forecast reads each account's latest completed surveys (issue #28); with the id
    // in the key, from the index alone.
    index('host_surveys_account_completed_idx')
      .on(t.accountId, t.date.desc(), t.id)
      .where(sql`${t.status} = 'complete'`),
    check('host_surveys_status_check', sql`${t.status} in ('incomplete', 'complete')`),
    check(
      'host_surveys_scores_check',
      sql`${t.serviceScore} between 1 and 5 and coalesce(${t.eatersEnjoyedScore}, 1) between 1 and 5 and coalesce(${t.eatersUnderstoodScore}, 1) between 1 and 5`,
    ),
    check(
      'host_surveys_headcounts_check',
      sql`${t.expectedHeadcount} >= 0 and coalesce(${t.actualHeadcount}, 1) > 0`,
    ),
    check(
      'host_surveys_setup_feedback_check',
      sql`${t.setupFeedback} is null or jsonb_typeof(${t.setupFeedback}) = 'object'`,
    ),
  ],
);

const containers = (name: string) => numeric(name, { precision: 10, scale: 1, mode: 'number' });
const amount = (name: string) => numeric(name, { precision: 10, scale: 3, mode: 'number' });
const halfSteps = (column: unknown) =>
  sql`${column} is null or ${column} * 2 = trunc(${column} * 2)`;

/** One element of a surveyed service: planned from the numbers, then what the host saw. */
export const hostSurveyElements = pgTable(
  'host_survey_elements',
  {
    id: id(),
    hostSurveyId: uuid('host_survey_id')
      .notNull()
      .references(() => hostSurveys.id, { onDelete: 'cascade' }),
    scheduledElementId: uuid('scheduled_element_id')
      .notNull()
      .references(() => scheduledElements.id),
    plannedAmount: containers('planned_amount').notNull().default(0),
    broughtContainers: containers('brought_containers'),
    portionPerContainer: amount('portion_per_container'),
    leftoverAmount: amount('leftover_amount'),
    runout: boolean('runout').notNull().default(false),
    timeOfRunout: time('time_of_runout'),
    peopleNotServed: integer('people_not_served'),
    suggestedContainers: containers('suggested_containers'),
  },
  (t) => [
    unique('host_survey_elements_survey_element_key').on(t.hostSurveyId, t.scheduledElementId),
    index('host_survey_elements_scheduled_element_id_idx').on(t.scheduledElementId),
    check(
      'host_survey_elements_amounts_check',
      sql`coalesce(${t.broughtContainers}, 0) >= 0 and coalesce(${t.leftoverAmount}, 0) >= 0 and coalesce(${t.peopleNotServed}, 0) >= 0 and coalesce(${t.suggestedContainers}, 0) >= 0`,
    ),
    check('host_survey_elements_brought_steps_check', halfSteps(t.broughtContainers)),
    check('host_survey_elements_suggested_steps_check', halfSteps(t.suggestedContainers)),
  ],
);

/**
 * The accounts a user pinned as theirs (docs/hosts.md, My sites): the daily view lists
 * them first. A preference of the person, gone with the person or the account.
 */
export const userPinnedAccounts = pgTable(
  'user_pinned_accounts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.accountId] }),
    index('user_pinned_accounts_account_id_idx').on(t.accountId),
  ],
);
