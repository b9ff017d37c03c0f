# Die Worte der Lektionen von DoubleEIGHTEEN-STONEchess (www/data/lessons/double-eighteen-stone.json):
# lesson-double-eighteen-stone-<Lektion>-title und -summary; je Schritt n -goal, -explain, -wrong und -done.

## stones-block

lesson-double-eighteen-stone-stones-block-title = Steine blockieren
lesson-double-eighteen-stone-stones-block-summary = Nichts landet auf einem Stein oder zieht durch ihn hindurch, außer einem Springer, der darüber springt.
lesson-double-eighteen-stone-stones-block-1-explain = Die 18 Steine gehören niemandem und können nicht geschlagen werden. Sie blockieren wie Figuren: nichts landet auf einem Stein oder zieht durch ihn hindurch.
lesson-double-eighteen-stone-stones-block-1-goal = Schlage den schwarzen Turm auf h5. Zwei deiner Figuren sind von Steinen blockiert.
lesson-double-eighteen-stone-stones-block-1-wrong = Das schlägt nichts: die Steine auf h3 und g4 blockieren die Dame und den Läufer, aber der Turm auf a5 hat freie Bahn.
lesson-double-eighteen-stone-stones-block-1-done = Nur der Turm hatte eine freie Linie nach h5: die Steine hielten die Dame und den Läufer auf.
lesson-double-eighteen-stone-stones-block-2-explain = Ein Springer springt, also halten ihn Steine um ihn herum oder in seinem Weg nicht auf. Auf einem Stein landen darf er aber nicht.
lesson-double-eighteen-stone-stones-block-2-goal = Der Stein auf d4 blockiert deinen Turm. Schlage die schwarze Dame auf d6 auf andere Weise.
lesson-double-eighteen-stone-stones-block-2-wrong = Das schlägt nichts: dein Springer auf c4 kann über die Steine nach d6 springen.
lesson-double-eighteen-stone-stones-block-2-done = Der Springer sprang über die Steine und schlug die Dame.
lesson-double-eighteen-stone-stones-block-3-explain = Der Doppelschritt eines Bauern wird von einem Stein auf einem der beiden Felder blockiert: der Stein auf c3 blockiert den c-Bauern (er könnte nur mit ihm tauschen, wie die nächste Lektion zeigt), und der Stein auf d4 lässt den d-Bauern nur bis d3 ziehen.
lesson-double-eighteen-stone-stones-block-3-goal = Ziehe einen Bauern zwei Felder vor.
lesson-double-eighteen-stone-stones-block-3-wrong = Das ist kein Doppelschritt: nur beim e-Bauern sind beide Felder davor frei.
lesson-double-eighteen-stone-stones-block-3-done = Der e-Bauer hatte freie Bahn. Ein Stein auf einem der beiden Felder verhindert den Doppelschritt.

## stone-swaps

lesson-double-eighteen-stone-stone-swaps-title = Steintausch
lesson-double-eighteen-stone-stone-swaps-summary = Statt eines Schachzugs darf eine Figur den Platz mit einem Stein neben ihr tauschen.
lesson-double-eighteen-stone-stone-swaps-1-explain = Ein Zug darf statt eines Schachzugs ein Steintausch sein: eine deiner Figuren tauscht den Platz mit einem Stein, der entlang einer Linie oder Reihe neben ihr liegt (nicht diagonal).
lesson-double-eighteen-stone-stone-swaps-1-goal = Setze in einem Zug matt. Dein Turm kommt nicht am Stein auf f3 vorbei, kann aber mit ihm tauschen.
lesson-double-eighteen-stone-stone-swaps-1-wrong = Das ist nicht matt: tausche den Turm mit dem Stein auf f3, um die offene f-Linie zu erreichen.
lesson-double-eighteen-stone-stone-swaps-1-done = Turm und Stein haben die Plätze getauscht, und der Turm auf f3 setzt entlang der f-Linie matt.
lesson-double-eighteen-stone-stone-swaps-2-explain = Jede Figur darf tauschen, auch der König, solange ihr König dabei nicht im Schach bleibt.
lesson-double-eighteen-stone-stone-swaps-2-goal = Dein König steht im Schach durch den Turm auf a1. Entkomme durch einen Tausch.
lesson-double-eighteen-stone-stone-swaps-2-wrong = Tausche den König mit dem Stein auf h2.
lesson-double-eighteen-stone-stone-swaps-2-done = Der König ging nach h2, weg von der Reihe des Turms, und der Stein nahm seinen Platz auf h1 ein.
lesson-double-eighteen-stone-stone-swaps-3-explain = Unsere Lesart: ein Bauer, der durch einen Tausch auf seine letzte Reihe kommt, wird umgewandelt, als wäre er dorthin gezogen.
lesson-double-eighteen-stone-stone-swaps-3-goal = Dein Bauer auf h8 ist vom Stein auf h9 blockiert. Setze in einem Zug matt.
lesson-double-eighteen-stone-stone-swaps-3-wrong = Das ist nicht matt: tausche den Bauern mit dem Stein auf h9 und wandle ihn um.
lesson-double-eighteen-stone-stone-swaps-3-done = Der Bauer kam durch den Tausch nach h9 und wurde umgewandelt: eine Dame (oder ein Turm) dort setzt entlang Reihe 9 matt.

## line-moves

lesson-double-eighteen-stone-line-moves-title = Schiebezüge
lesson-double-eighteen-stone-line-moves-summary = Ein Endstein einer geraden Reihe von Steinen springt auf das leere Feld hinter dem anderen Ende.
lesson-double-eighteen-stone-line-moves-1-explain = Wo zwei oder mehr Steine ohne Lücke entlang einer Linie oder Reihe stehen, darf ein Stein an einem der Enden auf das leere Feld direkt hinter dem anderen Ende springen.
lesson-double-eighteen-stone-line-moves-1-goal = Die Steine auf c5 und d5 bilden eine Reihe. Öffne die c-Linie mit einem Schiebezug, sodass dein Turm dem König auf c9 Schach gibt.
lesson-double-eighteen-stone-line-moves-1-wrong = Damit bleibt die c-Linie geschlossen: der Stein auf c5 muss über d5 hinweg nach e5 springen.
lesson-double-eighteen-stone-line-moves-1-done = c5 sprang über d5 nach e5, und der Turm gibt entlang der offenen Linie Schach.
lesson-double-eighteen-stone-line-moves-2-explain = Ein Schiebezug kann einen Stein auch in die Bahn eines Schachs stellen.
lesson-double-eighteen-stone-line-moves-2-goal = Dein König steht im Schach durch den Turm auf e9. Verstelle das Schach mit einem Schiebezug.
lesson-double-eighteen-stone-line-moves-2-wrong = Verstelle hier das Schach mit einem Stein: der Stein auf c4 kann über d4 hinweg springen.
lesson-double-eighteen-stone-line-moves-2-done = c4 sprang über d4 hinweg nach e4, und der Stein schützt jetzt deinen König.
lesson-double-eighteen-stone-line-moves-3-explain = Nur die beiden Endsteine einer Reihe ziehen, und nur auf ein leeres Feld. Ein Stein in der Mitte bleibt stehen.
lesson-double-eighteen-stone-line-moves-3-goal = Öffne die h-Linie, sodass dein Turm die schwarze Dame auf h8 angreift.
lesson-double-eighteen-stone-line-moves-3-wrong = Die h-Linie ist noch geschlossen: der Stein auf h4 ist ein Ende der Reihe f4 g4 h4 und kann über f4 hinweg springen.
lesson-double-eighteen-stone-line-moves-3-done = h4 sprang nach e4. Das andere Ende, f4, konnte nicht springen: dein Springer steht auf i4.

## no-undo

lesson-double-eighteen-stone-no-undo-title = Kein Zurück
lesson-double-eighteen-stone-no-undo-summary = Ein Steinzug darf einen Stein nicht direkt dorthin zurückstellen, woher ihn der letzte Zug des Gegners genommen hat.
lesson-double-eighteen-stone-no-undo-1-explain = Ein Steinzug darf einen Stein nicht auf das Feld zurückstellen, das er im vorigen Zug des Gegners verlassen hat. Schwarz hat gerade den Stein von c5 nach e5 gezogen und damit ein Schach des Turms auf c9 aufgedeckt.
lesson-double-eighteen-stone-no-undo-1-goal = Verstelle das Schach. Der Stein auf e5 darf nicht direkt nach c5 zurück: finde einen anderen Steinzug.
lesson-double-eighteen-stone-no-undo-1-wrong = Verstelle das Schach auf der c-Linie mit einem Stein.
lesson-double-eighteen-stone-no-undo-1-done = Der Stein von a3 sprang über b3 hinweg nach c3 und verstellt das Schach. e5 nach c5 zurückzuziehen wäre ein Rückgängigmachen gewesen.
lesson-double-eighteen-stone-no-undo-2-explain = Die Regel schaut nur auf den vorigen Zug des Gegners. Früher hat Schwarz das Schach deines Turms verstellt, indem es den Stein von c5 nach e5 zog; seitdem ist dein König nach a1 gezogen, und der letzte Zug von Schwarz war ein Bauer nach a7.
lesson-double-eighteen-stone-no-undo-2-goal = Setze in einem Zug matt.
lesson-double-eighteen-stone-no-undo-2-wrong = Das ist nicht matt: der Stein auf e5 darf jetzt nach c5 zurück.
lesson-double-eighteen-stone-no-undo-2-done = Der Stein ging zurück nach c5, und der Turm setzt matt: Schwarz darf das nicht rückgängig machen, indem es ihn direkt nach e5 zurückzieht.

## castling

lesson-double-eighteen-stone-castling-title = Die vier Rochaden
lesson-double-eighteen-stone-castling-summary = Der König darf einmal rochieren, mit jedem seiner vier Türme: innen oder außen, am Königsflügel oder am Damenflügel.
lesson-double-eighteen-stone-castling-1-explain = Der König auf i1 darf einmal pro Partie mit jedem seiner vier ungezogenen Türme rochieren, unter den üblichen Bedingungen des Schachs. Die innere Rochade nutzt die näheren Türme auf e1 und l1.
lesson-double-eighteen-stone-castling-1-goal = Rochiere innen am Königsflügel: der König zieht von i1 nach k1, der Turm von l1 nach j1.
lesson-double-eighteen-stone-castling-1-wrong = Nicht diese: rochiere innen am Königsflügel, den König zwei Felder von i1 nach k1, auf den Turm auf l1 zu.
lesson-double-eighteen-stone-castling-1-done = Innere Rochade am Königsflügel: König i1 nach k1, Turm l1 nach j1.
lesson-double-eighteen-stone-castling-2-explain = Alle Felder zwischen König und Turm müssen leer sein: ein Stein blockiert die Rochade wie eine Figur. Der Stein auf j1 verhindert beide Rochaden am Königsflügel.
lesson-double-eighteen-stone-castling-2-goal = Rochiere innen am Damenflügel: der König zieht von i1 nach g1, der Turm von e1 nach h1.
lesson-double-eighteen-stone-castling-2-wrong = Rochiere am Damenflügel: klicke den König an, dann g1.
lesson-double-eighteen-stone-castling-2-done = Innere Rochade am Damenflügel: König i1 nach g1, Turm e1 nach h1.
lesson-double-eighteen-stone-castling-3-explain = Die äußere Rochade nutzt die Ecktürme, sobald die inneren Türme weg sind: am Königsflügel zieht der König nach m1 und der Turm von p1 nach l1.
lesson-double-eighteen-stone-castling-3-goal = Rochiere so, dass dein Turm dem König auf l9 Schach gibt.
lesson-double-eighteen-stone-castling-3-wrong = Nicht diese: rochiere außen am Königsflügel, König i1 nach m1, sodass der Turm von p1 auf l1 landet und Schach gibt.
lesson-double-eighteen-stone-castling-3-done = Äußere Rochade am Königsflügel: König i1 nach m1, Turm p1 nach l1, mit Schach.
lesson-double-eighteen-stone-castling-4-explain = Der König darf nicht aus dem Schach, über ein angegriffenes Feld oder auf ein angegriffenes Feld rochieren. Der schwarze Turm auf m9 greift m1 an.
lesson-double-eighteen-stone-castling-4-goal = Rochiere: hier ist nur eine Rochade möglich.
lesson-double-eighteen-stone-castling-4-wrong = Das ist keine Rochade. Rochiere außen am Damenflügel: König i1 nach e1.
lesson-double-eighteen-stone-castling-4-done = Äußere Rochade am Damenflügel: König i1 nach e1, Turm a1 nach f1.

## first-plans

lesson-double-eighteen-stone-first-plans-title = Erste Pläne
lesson-double-eighteen-stone-first-plans-summary = Gewinne Material mit einer Springergabel, und setze einen König matt, der mit einem Stein tauschen könnte.
lesson-double-eighteen-stone-first-plans-1-explain = Ein Springer springt über Steine, also kann er hinter einer Mauer hervor zwei Figuren zugleich angreifen.
lesson-double-eighteen-stone-first-plans-1-goal = Gewinne die schwarze Dame in zwei Zügen.
lesson-double-eighteen-stone-first-plans-1-wrong = Gabele König und Dame mit dem Springer, dann schlage die Dame.
lesson-double-eighteen-stone-first-plans-1-done = Der Springer auf c7 gab dem König Schach und griff die Dame an; der König musste ziehen, und die Dame fiel.
lesson-double-eighteen-stone-first-plans-2-explain = Ein Stein neben einem König ist keine Mauer: der König darf mit ihm tauschen. Dein Läufer auf k5 deckt o9.
lesson-double-eighteen-stone-first-plans-2-goal = Setze in einem Zug matt.
lesson-double-eighteen-stone-first-plans-2-wrong = Das ist nicht matt. Verstelle nicht deinen Läufer: der König könnte mit dem Stein auf o9 tauschen.
lesson-double-eighteen-stone-first-plans-2-done = Der Springer gibt von o7 aus Schach, und der Tausch nach o9 würde den König auf ein Feld stellen, das dein Läufer deckt.
