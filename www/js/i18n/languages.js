// The languages the site speaks: the code of its catalog folder
// (www/locales/<code>) and its name in itself, as the picker shows it.
export const LANGUAGES = [
  ['en', 'English'],
  ['ja', '日本語'],
  ['zh-CN', '简体中文'],
  ['es', 'Español'],
  ['de', 'Deutsch'],
  ['fr', 'Français'],
];
export const SOURCE_LANGUAGE = 'en';
