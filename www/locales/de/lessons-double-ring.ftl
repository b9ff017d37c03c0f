# Die Worte der Lektionen von Double Ring (www/data/lessons/double-ring.json):
# lesson-double-ring-<Lektion>-title und -summary; je Schritt n -goal, -explain, -wrong und -done.

## skip-two

lesson-double-ring-skip-two-title = Wie ein Ring zieht
lesson-double-ring-skip-two-summary = Ein einfacher Ring zieht über genau zwei Ringe.
lesson-double-ring-skip-two-1-explain = Zu Beginn liegt auf jedem Feld ein einfacher Ring. Ein einfacher Ring zieht nach oben, unten, links oder rechts, überquert genau zwei Ringe und landet auf dem nächsten einfachen Ring.
lesson-double-ring-skip-two-1-goal = Ziehe den Ring auf a1 hinauf nach a4: klicke den Ring an, dann das Feld, auf dem er landet.
lesson-double-ring-skip-two-1-wrong = Nicht diesen: ziehe den Ring auf a1 hinauf nach a4.
lesson-double-ring-skip-two-1-done = Er hat a2 und a3 überquert und ist auf a4 gelandet: a1 ist jetzt leer, und a4 ist ein Doppelring.
lesson-double-ring-skip-two-2-explain = Ein Ring darf in jede der vier Richtungen ziehen, aber nur dorthin, wo er zwei Ringe überquert und dann einen Ring findet, auf dem er landen kann.
lesson-double-ring-skip-two-2-goal = Ziehe den Ring auf b3. Für ihn geht nur eine Richtung.
lesson-double-ring-skip-two-2-wrong = Das ist ein anderer Ring: ziehe den auf b3.
lesson-double-ring-skip-two-2-done = Nach oben, unten oder links läuft b3 vom Brett, bevor er einen Ring zum Landen findet; nach rechts landet er auf e3.
lesson-double-ring-skip-two-3-goal = Lass einen Ring auf d1 landen.
lesson-double-ring-skip-two-3-wrong = Dieser Ring landet woanders: suche einen Ring, zwischen dem und d1 genau zwei Ringe liegen.
lesson-double-ring-skip-two-3-done = Sowohl a1 (über b1 und c1) als auch d4 (über d3 und d2) können auf d1 landen.

## empty-cells

lesson-double-ring-empty-cells-title = Leere Felder zählen nicht
lesson-double-ring-empty-cells-summary = Ein Ring überquert leere Felder, ohne sie zu zählen.
lesson-double-ring-empty-cells-1-explain = Zieht ein Ring weg, bleibt sein Feld leer und wird als durchgestrichener Ring gezeigt: hier ist der Ring von b1 nach b4 hinaufgezogen. Unsere Lesart der Regeln: leere Felder werden überquert und zählen nichts; gezählt werden nur Ringe.
lesson-double-ring-empty-cells-1-goal = Ziehe den Ring auf a1 nach rechts, entlang Reihe 1.
lesson-double-ring-empty-cells-1-wrong = Ziehe den Ring auf a1 nach rechts: b1 ist leer, also überquert er c1 und d1.
lesson-double-ring-empty-cells-1-done = Das leere b1 zählte nichts: der Ring hat c1 und d1 überquert und ist auf e1 gelandet.
lesson-double-ring-empty-cells-2-explain = Nach zwei Ringen zieht der Ring über beliebig viele leere Felder weiter bis zum nächsten Ring und landet dort, wenn es ein einfacher ist.
lesson-double-ring-empty-cells-2-goal = Lass einen Ring auf e1 landen.
lesson-double-ring-empty-cells-2-wrong = Dieser Ring landet woanders: bei welchem Ring liegen zwischen ihm und e1 genau zwei Ringe und vielleicht ein paar leere Felder?
lesson-double-ring-empty-cells-2-done = Der Ring auf a1 hat b1 und c1 überquert, ist über das leere d1 weitergezogen und auf e1 gelandet.

## double-rings

lesson-double-ring-double-rings-title = Doppelringe
lesson-double-ring-double-rings-summary = Ein Doppelring zählt zwei, zieht nie, und auf ihm landet nie ein Ring.
lesson-double-ring-double-rings-1-explain = Ein Ring, auf dem ein anderer gelandet ist, ist ein Doppelring, und ein Doppelring zählt als zwei Ringe.
lesson-double-ring-double-rings-1-goal = Ziehe den Ring auf b3 über den Doppelring auf c3.
lesson-double-ring-double-rings-1-wrong = Ziehe den Ring auf b3 nach rechts, über den Doppelring auf c3.
lesson-double-ring-double-rings-1-done = Der Doppelring auf c3 zählte zwei, also landete der Ring direkt dahinter auf d3.
lesson-double-ring-double-rings-2-explain = Ein einfacher Ring und dann ein Doppelring zählen drei: zu viele, also gibt es in diese Richtung keinen Zug.
lesson-double-ring-double-rings-2-goal = Ziehe den Ring auf a2.
lesson-double-ring-double-rings-2-wrong = Ziehe den Ring auf a2: nach rechts würde er drei Ringe überqueren, also such eine andere Richtung.
lesson-double-ring-double-rings-2-done = Nach rechts zählen b2 und der Doppelring auf c2 drei; nach oben zählen a3 und a4 zwei, und der Ring landet auf a5.
lesson-double-ring-double-rings-3-explain = Ein Ring landet nur auf einem einfachen Ring: ist der nächste Ring nach zweien ein Doppelring, gibt es keinen Zug. Doppelringe selbst ziehen nie.
lesson-double-ring-double-rings-3-goal = Die meisten Ringe hier stecken fest; manche würden auf den markierten Doppelringen landen. Finde einen Zug.
lesson-double-ring-double-rings-3-wrong = Suche einen Ring, der genau zwei Ringe überquert und dann auf einen einfachen Ring trifft.
lesson-double-ring-double-rings-3-done = Die Ringe auf a4 und c4 würden auf den Doppelringen auf d4, a1 und c1 landen, und das ist nicht erlaubt; nur a3 und c3 können den Doppelring auf b3 überspringen.

## last-move-wins

lesson-double-ring-last-move-wins-title = Der letzte Zug gewinnt
lesson-double-ring-last-move-wins-summary = Wer nicht ziehen kann, verliert.
lesson-double-ring-last-move-wins-1-explain = Beide Spieler ziehen abwechselnd dieselben Ringe. Wer nicht ziehen kann, verliert; also gewinnt, wer als Letzter zieht.
lesson-double-ring-last-move-wins-1-goal = Spieler 1 ist am Zug. Mache den letzten Zug der Partie.
lesson-double-ring-last-move-wins-1-wrong = Danach kann Spieler 2 noch ziehen.
lesson-double-ring-last-move-wins-1-done = Nach deinem Zug kann kein Ring mehr ziehen: Spieler 2 hat keinen Zug und verliert.
lesson-double-ring-last-move-wins-2-explain = Ein Zug kann auch neue Züge schaffen: der neue Doppelring, den er hinterlässt, kann etwas zum Überspringen sein.
lesson-double-ring-last-move-wins-2-goal = Du hast zwei Züge. Wähle den, nach dem Spieler 2 keinen Zug hat.
lesson-double-ring-last-move-wins-2-wrong = Nach a2 nach d2 springt der Ring auf d1 über den neuen Doppelring auf d2 nach d3, und Spieler 2 zieht als Letzter.
lesson-double-ring-last-move-wins-2-done = Der Zug d2 nach a2 lässt nichts zum Überspringen übrig: Spieler 2 steckt fest, und du gewinnst.
lesson-double-ring-last-move-wins-3-goal = Vier Züge, einer gewinnt sofort. Finde den Zug, nach dem kein Ring mehr ziehen kann.
lesson-double-ring-last-move-wins-3-wrong = Das lässt Spieler 2 einen Zug, und Spieler 2 würde als Letzter ziehen.
lesson-double-ring-last-move-wins-3-done = Der Zug b2 nach e2 hat den Ring von b2 genommen und mit ihm die Züge entlang der b-Spalte: Spieler 2 steckt fest.

## counting-moves

lesson-double-ring-counting-moves-title = Die übrigen Züge zählen
lesson-double-ring-counting-moves-summary = Lass eine gerade Zahl von Zügen übrig, dann ziehst du als Letzter.
lesson-double-ring-counting-moves-1-explain = Zähle die übrigen Züge. Bleibt nach deinem Zug eine gerade Zahl übrig, macht Spieler 2 einen, du einen, und der letzte gehört dir.
lesson-double-ring-counting-moves-1-goal = Die Ringe auf a5 und c5 ergeben einen Zug. Mache einen Zug, nach dem insgesamt genau zwei Züge übrig bleiben.
lesson-double-ring-counting-moves-1-wrong = Danach kann Spieler 2 eine gerade Zahl von Zügen übrig lassen und den letzten machen.
lesson-double-ring-counting-moves-1-done = Reihe 1 hat noch einen Sprung über den neuen Doppelring, oben gibt es noch einen: jeder einen, und der letzte gehört dir.
lesson-double-ring-counting-moves-2-explain = Jetzt ergeben die Ringe auf a5 und c5 einen Zug, und die auf e3 und e5 noch einen.
lesson-double-ring-counting-moves-2-goal = Gewinne die Partie: mache innerhalb deiner nächsten zwei Züge den letzten Zug.
lesson-double-ring-counting-moves-2-wrong = Spieler 2 hat als Letzter gezogen: nach deinem ersten Zug sollte eine gerade Zahl von Zügen übrig sein.
lesson-double-ring-counting-moves-2-done = Der Zug b1 nach e1 (oder d1 nach a1) hat Reihe 1 in einem Zug aufgebraucht und zwei Züge übrig gelassen: einen für Spieler 2, den letzten für dich.

## mirror-plan

lesson-double-ring-mirror-plan-title = Ein erster Plan: der Spiegel
lesson-double-ring-mirror-plan-summary = Auf einem Brett gerader Größe ahmt Spieler 2 jeden Zug nach und zieht als Letzter, bei jeder Regel.
lesson-double-ring-mirror-plan-1-explain = Auf einem Brett gerader Größe kann Spieler 2 jeden Zug mit seinem Spiegelzug beantworten: demselben Zug, um den Mittelpunkt halb herumgedreht. So wird a1 zu d4, b2 zu c3 und so weiter.
lesson-double-ring-mirror-plan-1-goal = Spieler 1 hat a1 nach a4 gezogen. Spiele als Spieler 2 den Spiegelzug.
lesson-double-ring-mirror-plan-1-wrong = Das ist nicht der Spiegelzug: a1 wird zu d4 und a4 zu d1, also spiele d4 nach d1.
lesson-double-ring-mirror-plan-1-done = Das Brett ist wieder symmetrisch; was Spieler 1 auch tut, der Spiegelzug steht bereit.
lesson-double-ring-mirror-plan-2-explain = Den Spiegelzug gibt es immer: er liegt in der gespiegelten Reihe oder Spalte, die der Zug von Spieler 1 nicht berührt hat. Also hat Spieler 2 immer eine Antwort und macht den letzten Zug.
lesson-double-ring-mirror-plan-2-goal = Spieler 1 hat d4 nach a4 gezogen. Spiegle weiter und gewinne innerhalb von zwei Zügen.
lesson-double-ring-mirror-plan-2-wrong = Spieler 1 hat als Letzter gezogen: beantworte jeden Zug mit seinem Spiegelzug durch den Mittelpunkt.
lesson-double-ring-mirror-plan-2-done = Spieler 1 gingen zuerst die Züge aus: auf einem 4x4-Brett kann Spieler 1 den Spiegel nicht schlagen.
lesson-double-ring-mirror-plan-3-explain = Der Spiegel wirkt auf jedem geraden Brett und bei jeder Regel. Ein Springersprung verbindet nie einen Ring mit seinem eigenen Spiegelbild, also gibt es auch den Spiegelsprung immer.
lesson-double-ring-mirror-plan-3-goal = Springer-Überlappung auf 6x6: Spieler 1 ist von a1 nach b3 gesprungen. Spiele den Spiegelsprung.
lesson-double-ring-mirror-plan-3-wrong = Das ist nicht der Spiegelzug: a1 wird zu f6 und b3 zu e4, also springe von f6 nach e4.
lesson-double-ring-mirror-plan-3-done = Wieder symmetrisch. Mit eingeschaltetem „Lösen“ sagt die Seite es auf jedem geraden Brett: wer in einer symmetrischen Stellung am Zug ist, verliert.

## mirror-cross

lesson-double-ring-mirror-cross-title = Warum der Spiegel auf 9x9 versagt
lesson-double-ring-mirror-cross-summary = Auf einem ungeraden Brett sind die mittlere Reihe und Spalte ihr eigenes Spiegelbild: ein Zug dort kann die Kopie brechen.
lesson-double-ring-mirror-cross-1-explain = Auf dem 9x9-Brett bildet die halbe Drehung Reihe 5 und die e-Spalte auf sich selbst ab, und den Mittelpunkt e5 auf sich selbst. Ein Zug entlang dieser Linien hat seinen Spiegelzug in derselben Linie, und der Zug selbst hat diese Linie gerade verändert.
lesson-double-ring-mirror-cross-1-goal = Spieler 1 hat e3 nach e6 gezogen, die mittlere Spalte hinauf. Sein Spiegelzug wäre e7 nach e4, aber e7 überquert jetzt den neuen Doppelring auf e6. Ziehe den Ring auf e7 nach unten und sieh, wo er landet.
lesson-double-ring-mirror-cross-1-wrong = Ziehe den Ring auf e7 die e-Spalte hinunter.
lesson-double-ring-mirror-cross-1-done = e7 ist auf e5 gelandet, nicht auf e4: den Spiegelzug gab es nicht. Darum beweist der Spiegel auf 9x9 nichts, und darum weiß niemand, wer dort gewinnt.
lesson-double-ring-mirror-cross-2-explain = Sobald auf der mittleren Reihe und Spalte kein einfacher Ring mehr liegt, kann kein Zug sie berühren, und der Spiegel wirkt auch auf einem ungeraden Brett wieder.
lesson-double-ring-mirror-cross-2-goal = Das Kreuz in der Mitte ist leer. Spieler 1 hat a1 nach a5 gezogen: spiele den Spiegelzug.
lesson-double-ring-mirror-cross-2-wrong = Das ist nicht der Spiegelzug: a1 wird zu e5 und a5 zu e1, also spiele e5 nach e1.
lesson-double-ring-mirror-cross-2-done = Symmetrisch, mit leerem Kreuz: Spieler 1 hat verloren. (Bei Springer-Überlappung muss nur der Mittelpunkt frei von einfachen Ringen sein.)

## other-rules

lesson-double-ring-other-rules-title = Die anderen Regeln
lesson-double-ring-other-rules-summary = Dreiersprung, Ungerader Sprung, Gerader Sprung, Springer-Überlappung und die Brettgröße.
lesson-double-ring-other-rules-1-explain = Beim Dreiersprung überquert ein Ring genau drei Ringe. Leere Felder zählen weiterhin nichts, und ein Doppelring zählt weiterhin zwei.
lesson-double-ring-other-rules-1-goal = Lass einen Ring auf der Ecke e5 landen.
lesson-double-ring-other-rules-1-wrong = Dieser Ring landet woanders: um e5 zu erreichen, muss er genau drei Ringe überqueren.
lesson-double-ring-other-rules-1-done = Von a5 wie von e1 aus liegen drei Ringe zwischen dem Ring und e5.
lesson-double-ring-other-rules-2-explain = Beim ungeraden Sprung überquert ein Ring 1, 3, 5 oder irgendeine ungerade Zahl von Ringen; eine Richtung kann also mehrere Landefelder bieten.
lesson-double-ring-other-rules-2-goal = Ziehe den Ring auf a1 hinauf nach a5, über drei Ringe.
lesson-double-ring-other-rules-2-wrong = Ziehe den Ring auf a1 hinauf nach a5: a3, über einen Ring, ist auch ein Zug, aber nicht dieser.
lesson-double-ring-other-rules-2-done = Über einen Ring oder über drei: beide Zahlen sind ungerade, also waren beides Züge.
lesson-double-ring-other-rules-3-explain = Beim geraden Sprung überquert ein Ring 2, 4, 6 oder irgendeine gerade Zahl von Ringen. Unsere Lesart: keinen zu überqueren ist kein Überspringen, also landet ein Ring nie auf dem ersten Ring, den er trifft.
lesson-double-ring-other-rules-3-goal = Ziehe den Ring auf a1 nach f1, über vier Ringe.
lesson-double-ring-other-rules-3-wrong = Ziehe den Ring auf a1 nach rechts, über b1, c1, d1 und e1, nach f1.
lesson-double-ring-other-rules-3-done = Vier ist gerade: der Ring hätte auch nach zweien auf d1 halten können.
lesson-double-ring-other-rules-4-explain = Bei Springer-Überlappung springt ein einfacher Ring wie ein Springer im Schach auf einen einfachen Ring. Was dazwischen liegt, spielt keine Rolle.
lesson-double-ring-other-rules-4-goal = Ziehe den Ring auf a1.
lesson-double-ring-other-rules-4-wrong = Ziehe den Ring auf a1: wie ein Springer, zwei Felder in eine Richtung und eins quer.
lesson-double-ring-other-rules-4-done = Er ist über die Doppelringe nach b3 gesprungen. c2 ist leer, also war der andere Sprung nicht möglich.
lesson-double-ring-other-rules-5-explain = Das Brett kann jede Größe von 3x3 bis 19x19 haben. Das klassische Spiel wird auf 9x9 gespielt und dauert höchstens 40 Züge.
lesson-double-ring-other-rules-5-goal = Lass auf dem vollen 9x9-Brett einen Ring auf dem Mittelpunkt e5 landen.
lesson-double-ring-other-rules-5-wrong = Dieser Ring landet woanders: zähle von e5 aus in jede Richtung zwei Ringe.
lesson-double-ring-other-rules-5-done = Jetzt kennst du alle Regeln: spiel eine Partie auf jedem Brett und mit jeder Regel!
