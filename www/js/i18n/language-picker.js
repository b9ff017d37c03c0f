// The language picker in the site's header: each language named in itself;
// a choice re-words the page at once, keeping the game on it.

import { h } from '../ui/dom.js';
import { currentLanguage, LANGUAGES, setLanguage } from './i18n.js';

export function languagePicker() {
  const picker = h('select', { class: 'language-picker', l10n: 'language-picker' },
    LANGUAGES.map(([code, name]) => h('option', { value: code, lang: code }, name)));
  picker.value = currentLanguage();
  picker.addEventListener('change', () => {
    setLanguage(picker.value).catch((error) => {
      console.error(error);
      picker.value = currentLanguage();
    });
  });
  return picker;
}
