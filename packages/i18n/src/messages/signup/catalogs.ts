/**
 * The signup area's catalogs by language, in a module of their own: the app's first load names this
 * one module instead of a chunk per language (the /Login budget, decision 026).
 */
export const catalogs = {
  en: () => import('#messages/signup/en.json'),
  jp: () => import('#messages/signup/jp.json'),
  'zh-CN': () => import('#messages/signup/zh-CN.json'),
  'zh-TW': () => import('#messages/signup/zh-TW.json'),
};
