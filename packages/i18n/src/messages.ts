import type { Locale } from '#locale.ts';
import type membersEnglish from '#messages/members/en.json';
import type publicEnglish from '#messages/public/en.json';
import type settingsEnglish from '#messages/settings/en.json';
import type signupEnglish from '#messages/signup/en.json';

/**
 * The catalogs come in areas so a page downloads only texts it can show: `public` holds what a
 * visitor sees before signing in and loads with the app; `members` holds the signed-in screens'
 * texts and loads with the first of them; `settings` holds the account settings' and the support
 * page's, and loads with those; `signup` holds what a newcomer reads, the landing page and the
 * signup wizard, and loads with those. The English catalogs are the reference every other language
 * must match.
 */
export const MESSAGE_AREAS = ['public', 'members', 'settings', 'signup'] as const;
export type MessageArea = (typeof MESSAGE_AREAS)[number];

interface EnglishCatalogs {
  public: typeof publicEnglish;
  members: typeof membersEnglish;
  settings: typeof settingsEnglish;
  signup: typeof signupEnglish;
}
/** The ids of one area's messages. */
type AreaMessageId<A extends MessageArea> = keyof EnglishCatalogs[A];
export type AreaMessages<A extends MessageArea> = Record<AreaMessageId<A>, string>;
/** Every message id, whichever area it is in. */
export type MessageId = { [A in MessageArea]: AreaMessageId<A> }[MessageArea];
export type Messages = Record<MessageId, string>;

type AreaCatalogs<A extends MessageArea> = Record<
  Locale,
  () => Promise<{ default: AreaMessages<A> }>
>;
// Literal import paths, so the bundler makes each catalog its own chunk and the types check that
// every language has every id of its area. The public area's languages are named here, as /Login
// needs one at once; a signed-in area's are listed by a module of its own, fetched with it.
const PUBLIC_CATALOGS: AreaCatalogs<'public'> = {
  en: () => import('#messages/public/en.json'),
  jp: () => import('#messages/public/jp.json'),
  'zh-CN': () => import('#messages/public/zh-CN.json'),
  'zh-TW': () => import('#messages/public/zh-TW.json'),
};
const AREA_CATALOGS: {
  [A in Exclude<MessageArea, 'public'>]: () => Promise<{ catalogs: AreaCatalogs<A> }>;
} = {
  members: () => import('#messages/members/catalogs.ts'),
  settings: () => import('#messages/settings/catalogs.ts'),
  signup: () => import('#messages/signup/catalogs.ts'),
};

/** Loads one area's catalog in one language, on demand. */
export async function loadMessages<A extends MessageArea>(
  locale: Locale,
  area: A,
): Promise<AreaMessages<A>> {
  const catalogs = (
    area === 'public'
      ? PUBLIC_CATALOGS
      : (await AREA_CATALOGS[area as Exclude<MessageArea, 'public'>]()).catalogs
  ) as AreaCatalogs<A>;
  return (await catalogs[locale]()).default;
}
