import type { NoticeSettings } from '@app/contract';
import { describe, expect, it } from 'vitest';
import {
  allOn,
  backStep,
  canOpenStep,
  hasChanges,
  initialSettingsState,
  settingsBody,
  settingsReducer,
  type SettingsAction,
  type SettingsState,
} from './settings-steps.ts';

const base: NoticeSettings = {
  notification_reply_to_comment: true,
  notification_comment_like: true,
  notification_wiki: true,
  notification_video: true,
  notification_article: true,
  notification_training: true,
  notification_tasks: true,
  notification_announcement: true,
  notification_webinar: true,
};
const paidSettings: NoticeSettings = {
  ...base,
  rpp_notification_video: true,
  rpp_notification_article: false,
  rpp_notification_training: true,
  rpp_notification_tasks: true,
  rpp_notification_announcement: true,
  rpp_notification_webinar: true,
};

const run = (state: SettingsState, ...actions: SettingsAction[]) =>
  actions.reduce(settingsReducer, state);

describe('settings steps', () => {
  it('goes back 3 or 4 → 2, 2 → 1, 1 → 0, and nowhere from 0', () => {
    expect(backStep(4)).toBe(2);
    expect(backStep(3)).toBe(2);
    expect(backStep(2)).toBe(1);
    expect(backStep(1)).toBe(0);
    expect(backStep(0)).toBeNull();
  });

  it('opens the rpp_ steps for paid users only', () => {
    for (const step of [3, 4] as const) {
      expect(canOpenStep(step, true)).toBe(true);
      expect(canOpenStep(step, false)).toBe(false);
    }
    expect(canOpenStep(2, false)).toBe(true);
    const state = initialSettingsState(base);
    expect(run(state, { type: 'open', step: 3, paid: false }).step).toBe(0);
    expect(run(state, { type: 'open', step: 4, paid: true }).step).toBe(4);
  });

  it('keeps edits while moving between 1, 2, 3 and 4', () => {
    const state = run(
      initialSettingsState(paidSettings),
      { type: 'open', step: 1, paid: true },
      { type: 'toggle', key: 'notification_wiki', value: false },
      { type: 'open', step: 2, paid: true },
      { type: 'open', step: 4, paid: true },
      { type: 'toggle', key: 'rpp_notification_tasks', value: false },
      { type: 'back' },
      { type: 'back' },
    );
    expect(state.step).toBe(1);
    expect(state.draft.notification_wiki).toBe(false);
    expect(state.draft.rpp_notification_tasks).toBe(false);
  });

  it('drops unsaved edits when leaving step 1 for the main menu', () => {
    const state = run(
      initialSettingsState(base),
      { type: 'open', step: 1, paid: false },
      { type: 'toggle', key: 'notification_comment_like', value: false },
      { type: 'back' },
    );
    expect(state.step).toBe(0);
    expect(state.draft).toEqual(base);
  });

  it('returns to the main menu with the saved answer after saving', () => {
    const answer = { ...base, notification_video: false };
    const state = run(
      initialSettingsState(base),
      { type: 'open', step: 2, paid: false },
      { type: 'toggle', key: 'notification_video', value: false },
      { type: 'saved', settings: answer },
    );
    expect(state).toEqual({ step: 0, saved: answer, draft: answer });
  });

  it('turns a whole channel on and off with its all-on toggle', () => {
    let state = run(initialSettingsState(paidSettings), {
      type: 'setChannel',
      channel: 'feed',
      value: false,
    });
    expect(allOn(state.draft, 'feed')).toBe(false);
    expect(state.draft.notification_webinar).toBe(false);
    expect(state.draft.notification_wiki).toBe(true);
    expect(allOn(state.draft, 'rpp')).toBe(false);
    state = run(state, { type: 'setChannel', channel: 'rpp', value: true });
    expect(allOn(state.draft, 'rpp')).toBe(true);
    expect(state.draft.notification_video).toBe(false);
  });

  it('sends every boolean, the rpp_ ones only for paid users', () => {
    expect(Object.keys(settingsBody(paidSettings, false)).sort()).toEqual(Object.keys(base).sort());
    const body = settingsBody(paidSettings, true);
    expect(Object.keys(body)).toHaveLength(15);
    expect(body.rpp_notification_article).toBe(false);
    expect(Object.values(body).every((value) => typeof value === 'boolean')).toBe(true);
  });

  it('counts a change only in keys the user can change', () => {
    expect(hasChanges(base, { ...base, rpp_notification_video: false }, false)).toBe(false);
    expect(hasChanges(base, { ...base, notification_tasks: false }, false)).toBe(true);
  });
});
