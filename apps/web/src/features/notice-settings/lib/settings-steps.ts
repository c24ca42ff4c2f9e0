import {
  FEED_NOTICE_TYPES,
  type NoticeSettings,
  type NoticeSettingsUpdateBody,
} from '@app/contract';

/**
 * The steps of the notification settings popup (spec 01 §2, §4):
 * 0 the main menu; 1 publication notices (answers, likes, wiki) with the way to the feed;
 * 2 feed notices: the all-on toggle and one toggle per publication type, and for paid users the
 * way to the Physical Psychology channel (rpp_ keys), whose set is split over
 * 3 its all-on toggle and 4 its per-type toggles.
 */
export type SettingsStep = 0 | 1 | 2 | 3 | 4;

export type SettingKey = keyof NoticeSettings;

/** The feed's two channels: the main one and Physical Psychology (rpp_, paid users only). */
export type FeedChannel = 'feed' | 'rpp';

/** Step 1's toggles, in the order shown. */
export const PUBLICATION_KEYS = [
  'notification_reply_to_comment',
  'notification_comment_like',
  'notification_wiki',
] as const satisfies readonly SettingKey[];

/** One key per feed publication type, in the order shown. */
export const CHANNEL_KEYS = {
  feed: FEED_NOTICE_TYPES.map((type) => `notification_${type}` as const),
  rpp: FEED_NOTICE_TYPES.map((type) => `rpp_notification_${type}` as const),
} satisfies Record<FeedChannel, readonly SettingKey[]>;

/** Where Back leads: 3 or 4 → 2, 2 → 1, 1 → 0; null on the main menu (it has no Back). */
export function backStep(step: SettingsStep): SettingsStep | null {
  if (step === 3 || step === 4) return 2;
  if (step === 2) return 1;
  if (step === 1) return 0;
  return null;
}

/** The rpp_ steps (3 and 4) exist only for users paid for the psychology group. */
export function canOpenStep(step: SettingsStep, paid: boolean): boolean {
  return paid || (step !== 3 && step !== 4);
}

/** A setting's value; a key the server did not send counts as on (the server's default). */
export function isOn(settings: NoticeSettings, key: SettingKey): boolean {
  return settings[key] ?? true;
}

/** How many of `keys` are on. */
export function countOn(settings: NoticeSettings, keys: readonly SettingKey[]): number {
  return keys.filter((key) => isOn(settings, key)).length;
}

/** The all-on toggle of a channel: on when every type of it is on. */
export function allOn(settings: NoticeSettings, channel: FeedChannel): boolean {
  return CHANNEL_KEYS[channel].every((key) => isOn(settings, key));
}

/** Turns every type of a channel on or off (the all-on toggle). */
export function setChannel(
  settings: NoticeSettings,
  channel: FeedChannel,
  value: boolean,
): NoticeSettings {
  const next = { ...settings };
  for (const key of CHANNEL_KEYS[channel]) next[key] = value;
  return next;
}

/** The PUT body: every notification boolean; the rpp_ keys only for paid users. */
export function settingsBody(settings: NoticeSettings, paid: boolean): NoticeSettingsUpdateBody {
  const keys: SettingKey[] = [...PUBLICATION_KEYS, ...CHANNEL_KEYS.feed];
  if (paid) keys.push(...CHANNEL_KEYS.rpp);
  const body: Partial<Record<SettingKey, boolean>> = {};
  for (const key of keys) body[key] = isOn(settings, key);
  return body as NoticeSettingsUpdateBody;
}

/** True when the draft differs from the saved settings in any key the user can change. */
export function hasChanges(saved: NoticeSettings, draft: NoticeSettings, paid: boolean): boolean {
  const a = settingsBody(saved, paid);
  const b = settingsBody(draft, paid);
  return (Object.keys(a) as SettingKey[]).some((key) => a[key] !== b[key]);
}

/** The popup's state: the step shown, the settings as saved and the edited copy. */
export interface SettingsState {
  step: SettingsStep;
  saved: NoticeSettings;
  draft: NoticeSettings;
}

export type SettingsAction =
  | { type: 'open'; step: SettingsStep; paid: boolean }
  | { type: 'back' }
  | { type: 'toggle'; key: SettingKey; value: boolean }
  | { type: 'setChannel'; channel: FeedChannel; value: boolean }
  | { type: 'saved'; settings: NoticeSettings };

/** The settings popup as it opens: the main menu with the saved values. */
export function initialSettingsState(saved: NoticeSettings): SettingsState {
  return { step: 0, saved, draft: saved };
}

/**
 * The popup's transitions. Back follows `backStep`; leaving step 1 for the main menu drops the
 * unsaved edits (spec 01 §4). Saving keeps the answer as the saved values and returns to step 0.
 */
export function settingsReducer(state: SettingsState, action: SettingsAction): SettingsState {
  switch (action.type) {
    case 'open':
      return canOpenStep(action.step, action.paid) ? { ...state, step: action.step } : state;
    case 'back': {
      const step = backStep(state.step);
      if (step === null) return state;
      return step === 0 ? { ...state, step, draft: state.saved } : { ...state, step };
    }
    case 'toggle':
      return { ...state, draft: { ...state.draft, [action.key]: action.value } };
    case 'setChannel':
      return { ...state, draft: setChannel(state.draft, action.channel, action.value) };
    case 'saved':
      return { step: 0, saved: action.settings, draft: action.settings };
  }
}
