# Shared by every game's rules (game-<game>.ftl): the badge that marks our
# reading of an unclear point. A game's rules use { -reading-explained } at
# their first reading and { -reading } after it.

-reading = <span class="reading" title="Our reading of an unclear point">Reading</span>
-reading-explained = { -reading } <span class="rules-key">(a reading: our decision where the source is silent or unclear)</span>
