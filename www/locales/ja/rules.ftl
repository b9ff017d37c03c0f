# どのゲームのルール(game-<game>.ftl)でも使う、はっきりしない点についての当サイトの解釈の印。

-reading = <span class="reading" title="はっきりしない点についての当サイトの解釈">解釈</span>
-reading-explained = { -reading } <span class="rules-key">（解釈：原典が触れていない、または不明確な点についての当サイトの判断）</span>
