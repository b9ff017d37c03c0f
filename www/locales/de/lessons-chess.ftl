# Die Worte der Schach-Lektionen (www/data/lessons/chess.json):
# lesson-chess-<Lektion>-title und -summary; je Schritt n -goal, -explain, -wrong und -done.

## piece-moves

lesson-chess-piece-moves-title = Wie die Figuren ziehen
lesson-chess-piece-moves-summary = Türme ziehen gerade, Läufer diagonal, Springer springen.
lesson-chess-piece-moves-1-explain = Ein Turm zieht beliebig viele Felder geradeaus entlang einer Linie oder einer Reihe, solange nichts im Weg steht.
lesson-chess-piece-moves-1-goal = Ziehe den Turm von d1 nach d7.
lesson-chess-piece-moves-1-wrong = Der Turm zieht die d-Linie geradeaus hinauf: ziehe ihn von d1 nach d7.
lesson-chess-piece-moves-1-done = Der Turm ist in einem Zug die offene d-Linie hinaufgezogen.
lesson-chess-piece-moves-2-explain = Ein Läufer zieht beliebig viele Felder diagonal und bleibt darum immer auf Feldern einer Farbe.
lesson-chess-piece-moves-2-goal = Ziehe den Läufer auf das markierte Feld g5.
lesson-chess-piece-moves-2-wrong = Der Läufer zieht diagonal: von c1 nach rechts oben bis g5.
lesson-chess-piece-moves-2-done = c1, d2, e3, f4, g5: eine Diagonale, lauter dunkle Felder.
lesson-chess-piece-moves-3-explain = Ein Springer springt in einem L: zwei Felder in eine Richtung und eins zur Seite. Er ist die einzige Figur, die über andere hinwegspringt.
lesson-chess-piece-moves-3-goal = Lass den Springer von b1 nach c3 springen, über die Bauern hinweg.
lesson-chess-piece-moves-3-wrong = Ziehe den Springer von b1 nach c3: zwei Felder hinauf und eins nach rechts.
lesson-chess-piece-moves-3-done = Die Bauern davor haben den Springer nicht aufgehalten: er ist über sie hinweggesprungen.

## captures

lesson-chess-captures-title = Figuren schlagen
lesson-chess-captures-summary = Man schlägt, indem man auf eine gegnerische Figur zieht; Bauern schlagen diagonal.
lesson-chess-captures-1-explain = Eine Figur schlägt eine gegnerische Figur, indem sie auf deren Feld zieht, so wie sie eben zieht. Die geschlagene Figur verlässt das Brett.
lesson-chess-captures-1-goal = Schlage den schwarzen Springer mit deinem Turm.
lesson-chess-captures-1-wrong = Schlage den Springer auf d4: dein Turm erreicht ihn geradeaus die d-Linie hinauf.
lesson-chess-captures-1-done = Der Turm hat den Springer auf d4 geschlagen.
lesson-chess-captures-2-explain = Eine Figur ist gedeckt, wenn eine andere Figur ihrer Seite auf ihrem Feld zurückschlagen könnte. Eine gedeckte Figur zu schlagen kann dich deine eigene kosten.
lesson-chess-captures-2-goal = Deine Dame kann den Turm oder den Läufer schlagen. Schlage die Figur, die nicht gedeckt ist.
lesson-chess-captures-2-wrong = Der Turm auf d7 ist vom schwarzen König gedeckt: schlage die Figur, die niemand deckt.
lesson-chess-captures-2-done = Der Läufer auf a4 war frei: eine ganze Figur für nichts.
lesson-chess-captures-3-explain = Ein Bauer zieht geradeaus nach vorn, schlägt aber ein Feld schräg nach vorn.
lesson-chess-captures-3-goal = Dein Bauer auf e4 ist blockiert. Schlage mit ihm.
lesson-chess-captures-3-wrong = Bauern schlagen schräg nach vorn: von e4 schlägt der Bauer auf d5.
lesson-chess-captures-3-done = Der Bauer hat auf d5 geschlagen und ist nicht mehr blockiert.

## check-and-mate

lesson-chess-check-and-mate-title = Schach und Schachmatt
lesson-chess-check-and-mate-summary = Beantworte jedes Schach; gewinne durch Schachmatt.
lesson-chess-check-and-mate-1-explain = Ein angegriffener König steht im Schach und muss sofort heraus: den König ziehen, den Angriff verstellen oder den Angreifer schlagen.
lesson-chess-check-and-mate-1-goal = Dein König steht im Schach durch den Turm auf e5. Antworte auf die beste Art.
lesson-chess-check-and-mate-1-wrong = Das bringt den König aus dem Schach, aber dein Läufer könnte den Turm einfach schlagen.
lesson-chess-check-and-mate-1-done = Das Schlagen des schachgebenden Turms hat das Schach beendet und einen Turm gewonnen.
lesson-chess-check-and-mate-2-explain = Schachmatt ist ein Schach, aus dem es keinen Ausweg gibt. Es gewinnt die Partie.
lesson-chess-check-and-mate-2-goal = Setze Schwarz in einem Zug matt.
lesson-chess-check-and-mate-2-wrong = Nicht matt: der schwarze König kann noch entkommen. Schau auf die Grundreihe, hinter seinen eigenen Bauern.
lesson-chess-check-and-mate-2-done = Turm nach a8 ist matt: der schwarze König ist von seinen eigenen Bauern eingesperrt.
lesson-chess-check-and-mate-3-explain = Steht die Seite am Zug nicht im Schach, hat aber keinen legalen Zug, ist es Patt: ein Remis, kein Sieg.
lesson-chess-check-and-mate-3-goal = Setze Schwarz in einem Zug matt, und hüte dich vor dem Patt.
lesson-chess-check-and-mate-3-wrong = Nicht matt: entweder kann der schwarze König noch ziehen, oder er kann nicht ziehen, steht aber nicht im Schach, und das ist Patt.
lesson-chess-check-and-mate-3-done = Dame nach h8 ist matt: dein König deckt a7 und b7, die Dame gibt Schach und deckt b8.

## special-moves

lesson-chess-special-moves-title = Besondere Züge
lesson-chess-special-moves-summary = Rochade, en passant und Umwandlung.
lesson-chess-special-moves-1-explain = Bei der Rochade zieht der König zwei Felder auf einen Turm zu, und der Turm springt auf das Feld, das der König überquert hat. Keiner von beiden darf schon gezogen haben, die Felder dazwischen müssen leer sein, und der König darf nicht im Schach stehen oder ein angegriffenes Feld überqueren.
lesson-chess-special-moves-1-goal = Rochiere auf dem Königsflügel: ziehe deinen König von e1 nach g1.
lesson-chess-special-moves-1-wrong = Rochiere, indem du den König zwei Felder auf den Turm auf h1 zu ziehst: e1 nach g1.
lesson-chess-special-moves-1-done = Der König ging nach g1 und der Turm von h1 nach f1, in einem Zug.
lesson-chess-special-moves-2-explain = Schwarz hat gerade einen Bauern zwei Felder gezogen, von d7 nach d5, direkt neben deinen Bauern. Dein Bauer darf ihn schlagen, als wäre er nur ein Feld gezogen: das ist en passant.
lesson-chess-special-moves-2-goal = Schlage den Bauern auf d5 en passant.
lesson-chess-special-moves-2-wrong = Schlage en passant: dein Bauer zieht von e5 nach d6, und der Bauer auf d5 wird entfernt.
lesson-chess-special-moves-2-done = Dein Bauer landete auf d6, und der schwarze Bauer auf d5 hat das Brett verlassen. Das ist nur direkt nach dem Doppelschritt erlaubt.
lesson-chess-special-moves-3-explain = Ein Bauer, der die letzte Reihe erreicht, wird umgewandelt: er wird zu einer Dame, einem Turm, einem Läufer oder einem Springer deiner Wahl.
lesson-chess-special-moves-3-goal = Ziehe den Bauern nach a8 und mache ihn zur Dame.
lesson-chess-special-moves-3-wrong = Ziehe den Bauern von a7 nach a8 und wähle die Dame, die stärkste Figur.
lesson-chess-special-moves-3-done = Dein Bauer ist jetzt eine Dame, und sie gibt sogar Schach.
