import type { Locale } from '#locale.ts';
import type membersEnglish from '#messages/members/en.json';
import type publicEnglish from '#messages/public/en.json';
import type settingsEnglish from '#messages/settings/en.json';

/**
 * The catalogs come in areas so a page downloads only texts it can show: `public` holds what a
 * visitor sees before signing in and loads with the app; `members` holds the signed-in screens'
 * texts and loads with the first of them; `settings` holds the account settings' and the support
 * page's, and loads with those. The English catalogs are the reference every other language must
 * match.
 */
export const MESSAGE_AREAS = ['public', 'members', 'settings'] as const;
export type MessageArea = (typeof MESSAGE_AREAS)[number];

interface EnglishCatalogs {
  public: typeof publicEnglish;
  members: typeof membersEnglish;
  settings: typeof settingsEnglish;
}
/** The ids of one area's messages. */
type AreaMessageId<A extends MessageArea> = keyof EnglishCatalogs[A];
export type AreaMessages<A extends MessageArea> = Record<AreaMessageId<A>, string>;
/** Every message id, whichever area it is in. */
export type MessageId = { [A in MessageArea]: AreaMessageId<A> }[MessageArea];
export type Messages = Record<MessageId, string>;

type CatalogImports = {
  [A in MessageArea]: Record<Locale, () => Promise<{ default: AreaMessages<A> }>>;
};
// Literal import paths, so the bundler makes each catalog its own chunk and the types check that
// every language has every id of its area.
const CATALOGS: CatalogImports = {
  public: {
    en: () => import('#messages/public/en.json'),
    jp: () => import('#messages/public/jp.json'),
    'zh-CN': () => import('#messages/public/zh-CN.json'),
    'zh-TW': () => import('#messages/public/zh-TW.json'),
  },
  members: {
    en: () => import('#messages/members/en.json'),
    jp: () => import('#messages/members/jp.json'),
    'zh-CN': () => import('#messages/members/zh-CN.json'),
    'zh-TW': () => import('#messages/members/zh-TW.json'),
  },
  settings: {
    en: () => import('#messages/settings/en.json'),
    jp: () => import('#messages/settings/jp.json'),
    'zh-CN': () => import('#messages/settings/zh-CN.json'),
    'zh-TW': () => import('#messages/settings/zh-TW.json'),
  },
};

/** Loads one area's catalog in one language, on demand. */
export async function loadMessages<A extends MessageArea>(
  locale: Locale,
  area: A,
): Promise<AreaMessages<A>> {
  return (await CATALOGS[area][locale]()).default;
}
