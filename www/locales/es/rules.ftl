# Compartido por las reglas de cada juego (game-<game>.ftl): la marca de
# nuestra interpretación de un punto poco claro.

-reading = <span class="reading" title="Nuestra interpretación de un punto poco claro">Interpretación</span>
-reading-explained = { -reading } <span class="rules-key">(una interpretación: nuestra decisión donde la fuente calla o no es clara)</span>
