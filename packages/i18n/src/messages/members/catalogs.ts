/**
 * The members area's catalogs by language, in a module of their own: the app's first load names this
 * one module instead of a chunk per language (the /Login budget, decision 026).
 */
export const catalogs = {
  en: () => import('#messages/members/en.json'),
  jp: () => import('#messages/members/jp.json'),
  'zh-CN': () => import('#messages/members/zh-CN.json'),
  'zh-TW': () => import('#messages/members/zh-TW.json'),
};
