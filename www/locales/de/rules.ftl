# Von den Regeln jedes Spiels geteilt (game-<game>.ftl): das Zeichen für
# unsere Lesart einer unklaren Stelle.

-reading = <span class="reading" title="Unsere Lesart einer unklaren Stelle">Lesart</span>
-reading-explained = { -reading } <span class="rules-key">(eine Lesart: unsere Entscheidung, wo die Quelle schweigt oder unklar ist)</span>
