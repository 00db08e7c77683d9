import type { CurrentUser, Me, ScheduledMenu } from '@catering/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildScheduledMenu } from '../../../test/factories/index.js';
import { sender } from '../../../test/menu-fixtures.js';
import { body, createTestApp, type TestApp } from '../../../test/test-app.js';
import { loadConfig } from '../../config.js';

const SURVEY = 'https://forms.example.test/chef?source=console';
let t: TestApp;
let send: ReturnType<typeof sender>;
let menu: ScheduledMenu;
let userId: string;
beforeAll(async () => {
  t = await createTestApp({ CHEF_SURVEY_URL: SURVEY });
  const token = await t.signInAs('scheduler');
  send = sender(t, () => token);
  userId = body<CurrentUser>(await send('GET', '/me')).data.id;
  menu = await buildScheduledMenu(t.database.db);
});
afterAll(() => t.close());

describe('GET /me with CHEF_SURVEY_URL', () => {
  it('tells the console a survey form is set up, so it offers Complete Chef Survey', async () => {
    expect(body<Me>(await send('GET', '/me')).data.features).toEqual({ chefSurvey: true });
  });
});

describe('GET /v1/scheduled-menus/:id/chef-survey', () => {
  it('answers the configured form carrying the scheduled menu id and the caller id', async () => {
    const response = await send('GET', `/v1/scheduled-menus/${menu.id}/chef-survey`);
    expect(response.statusCode).toBe(200);
    const url = new URL(body<{ url: string }>(response).data.url);
    expect(`${url.origin}${url.pathname}`).toBe('https://forms.example.test/chef');
    expect(url.searchParams.get('source')).toBe('console');
    expect(url.searchParams.get('scheduledMenuId')).toBe(menu.id);
    expect(url.searchParams.get('userId')).toBe(userId);
  });

  it('answers 404 for a menu that is not scheduled', async () => {
    const response = await send(
      'GET',
      '/v1/scheduled-menus/00000000-0000-4000-8000-000000000000/chef-survey',
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('without CHEF_SURVEY_URL', () => {
  it('GET /me tells every user type no survey form is set up, so no button opens a blank tab', async () => {
    const bare = await createTestApp();
    try {
      for (const role of ['scheduler', 'chef', 'host'] as const) {
        const token = await bare.signInAs(role);
        const me = body<Me>(await sender(bare, () => token)('GET', '/me')).data;
        expect(me.features, role).toEqual({ chefSurvey: false });
      }
    } finally {
      await bare.close();
    }
  });

  it('answers url null so the console can say the survey cannot be opened', async () => {
    const bare = await createTestApp();
    try {
      const token = await bare.signInAs('scheduler');
      const sendBare = sender(bare, () => token);
      const scheduled = await buildScheduledMenu(bare.database.db);
      const response = await sendBare('GET', `/v1/scheduled-menus/${scheduled.id}/chef-survey`);
      expect(body<{ url: string | null }>(response).data.url).toBeNull();
    } finally {
      await bare.close();
    }
  });
});

describe('CHEF_SURVEY_URL', () => {
  it('stops the start when it is not an http(s) address', () => {
    for (const bad of ['forms.example.com/survey', 'javascript:alert(1)']) {
      expect(() => loadConfig({ CHEF_SURVEY_URL: bad })).toThrow(
        'CHEF_SURVEY_URL: Use an http(s) address of the survey form.',
      );
    }
    expect(loadConfig({ CHEF_SURVEY_URL: 'https://forms.example.com/s?x=1' }).chefSurveyUrl).toBe(
      'https://forms.example.com/s?x=1',
    );
    expect(loadConfig({ CHEF_SURVEY_URL: '' }).chefSurveyUrl).toBeUndefined();
  });
});
