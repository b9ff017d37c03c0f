# 所有游戏规则(game-<game>.ftl)共用:标记本站对不明确之处的解读。

-reading = <span class="reading" title="本站对不明确之处的解读">解读</span>
-reading-explained = { -reading } <span class="rules-key">（解读：原始规则未说明或不明确之处，由本站做出的决定）</span>
