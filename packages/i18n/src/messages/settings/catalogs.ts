/**
 * The settings area's catalogs by language, in a module of their own: the app's first load names this
 * one module instead of a chunk per language (the /Login budget, decision 026).
 */
export const catalogs = {
  en: () => import('#messages/settings/en.json'),
  jp: () => import('#messages/settings/jp.json'),
  'zh-CN': () => import('#messages/settings/zh-CN.json'),
  'zh-TW': () => import('#messages/settings/zh-TW.json'),
};
