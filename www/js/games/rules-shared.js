// What the rules beside every board share: the mark of a reading (our
// decision where the source is silent or unclear) and what it means. Static
// text of our own. The catalogs now carry both (www/locales/<language>/rules.ftl:
// -reading, -reading-explained); these stay until no page uses them.

export const READING = '<span class="reading" title="Our reading of an unclear point">Reading</span>';
const READING_MEANS = ' <span class="rules-key">(a reading: our decision where the source is silent or unclear)</span>';

/** Rules text with what a Reading badge means said where the first one stands. */
export function explainReadings(rules) {
  const at = rules.indexOf(READING);
  return at < 0 ? rules : rules.slice(0, at + READING.length) + READING_MEANS + rules.slice(at + READING.length);
}
