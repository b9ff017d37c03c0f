# Die Worte der Lektionen von The King of Rings (www/data/lessons/king-of-rings.json):
# lesson-king-of-rings-<Lektion>-title und -summary; je Schritt n -goal, -explain, -wrong und -done.

## plain-knight

lesson-king-of-rings-plain-knight-title = Der einfache Springer
lesson-king-of-rings-plain-knight-summary = Ein Springer ohne Ringe macht einen Schritt von einem Feld in jede Richtung.
lesson-king-of-rings-plain-knight-1-explain = Weiß zieht zuerst, von unten. Ein Springer ohne Ringe, ein einfacher Springer, macht einen Schritt von einem Feld in eine der 8 Richtungen: gerade oder diagonal, vorwärts oder rückwärts.
lesson-king-of-rings-plain-knight-1-goal = Ziehe den weißen Springer auf d4 ein Feld schräg zurück, nach c3: klicke den Springer an, dann das Feld.
lesson-king-of-rings-plain-knight-1-wrong = Das ist auch ein guter Schritt, aber geh diesmal schräg zurück nach c3.
lesson-king-of-rings-plain-knight-1-done = Ein einfacher Springer schreitet so leicht zurück wie nach vorn.
lesson-king-of-rings-plain-knight-2-explain = Ein einfacher Springer darf auf einen Ring treten: er nimmt den Ring. Ein Springer, der Ringe hält, heißt Träger.
lesson-king-of-rings-plain-knight-2-goal = Nimm den silbernen Ring auf e5.
lesson-king-of-rings-plain-knight-2-wrong = Dieses Feld ist leer: tritt auf den Ring auf e5.
lesson-king-of-rings-plain-knight-2-done = Dein Springer hält jetzt einen Ring: er ist ein Träger, und Träger ziehen anders.

## holders-leap

lesson-king-of-rings-holders-leap-title = Träger springen
lesson-king-of-rings-holders-leap-summary = Ein Träger springt genau so weit, wie er Ringe hält.
lesson-king-of-rings-holders-leap-1-explain = Ein Träger springt genau so viele Felder, wie er Ringe hält, in gerader Linie in eine der 8 Richtungen. Zähle die Ringe, nicht ihre Punkte.
lesson-king-of-rings-holders-leap-1-goal = Dein Träger auf b2 hält zwei Ringe. Nimm den großen blauen Ring auf d4.
lesson-king-of-rings-holders-leap-1-wrong = Das nimmt nur einen silbernen Ring; ein Sprung um zwei auf der Diagonale nimmt den großen blauen auf d4.
lesson-king-of-rings-holders-leap-1-done = Zwei Ringe, zwei Felder: b2 nach d4. Der silberne auf c3 war zu nah, um ihn zu erreichen.
lesson-king-of-rings-holders-leap-2-explain = Ein Träger springt über alles, was im Weg ist: Ringe, Springer oder leere Felder.
lesson-king-of-rings-holders-leap-2-goal = Dein Träger auf a1 hält drei Ringe. Springe über b2 und c3 auf den blauen Ring auf d4.
lesson-king-of-rings-holders-leap-2-wrong = Das nimmt nur einen silbernen Ring: springe drei Felder diagonal auf den blauen Ring auf d4.
lesson-king-of-rings-holders-leap-2-done = Der Springer und der Ring im Weg haben den Sprung nicht aufgehalten.
lesson-king-of-rings-holders-leap-3-explain = Ein Träger landet nur auf einem Ring oder einem gegnerischen Springer, nie auf einem leeren Feld. Jeder Ring, den er nimmt, macht seinen nächsten Sprung um eins länger.
lesson-king-of-rings-holders-leap-3-goal = Nimm den großen blauen Ring auf d4 in zwei Zügen.
lesson-king-of-rings-holders-leap-3-wrong = Von a2 erreicht kein Sprung um zwei d4: nimm zuerst den Ring auf b2 und springe dann um zwei.
lesson-king-of-rings-holders-leap-3-done = Ein Ring, ein Feld nach b2; dann zwei Ringe, zwei Felder nach d4.
lesson-king-of-rings-holders-leap-4-explain = Ein Träger mit 7 oder mehr Ringen kann gar nicht mehr ziehen.
lesson-king-of-rings-holders-leap-4-goal = Dein Träger auf a1 hält sechs Ringe, also springt er sechs. Nimm den blauen Ring auf g7.
lesson-king-of-rings-holders-leap-4-wrong = Das ist ein silberner Ring: der blaue liegt auf g7.
lesson-king-of-rings-holders-leap-4-done = Das war sein siebter Ring: dieser Träger kann nie wieder ziehen.

## capture-and-hand

lesson-king-of-rings-capture-and-hand-title = Schlagen und die Hand
lesson-king-of-rings-capture-and-hand-summary = Schlage einen Träger, um seine Ringe zu gewinnen; er geht zurück in die Hand seines Besitzers.
lesson-king-of-rings-capture-and-hand-1-explain = Ein Springer darf auf einem gegnerischen Springer landen, um ihn zu schlagen, und nimmt jeden Ring, den dieser hielt. Ein geschlagener Träger geht zurück in die Hand seines Besitzers und kann später eingesetzt werden.
lesson-king-of-rings-capture-and-hand-1-goal = Schlage den schwarzen Träger auf e5 und gewinne seine Ringe.
lesson-king-of-rings-capture-and-hand-1-wrong = Das gewinnt keine Ringe: der schwarze Träger auf e5 hält einen blauen und einen silbernen Ring.
lesson-king-of-rings-capture-and-hand-1-done = Du hältst jetzt 4 Punkte. Der geschlagene schwarze Springer geht in die Hand von Schwarz zurück, um später eingesetzt zu werden: die Lektion über das Einsetzen zeigt die Hand.
lesson-king-of-rings-capture-and-hand-2-goal = Dein Träger auf b2 springt zwei. Schlage den schwarzen Springer auf d4, der den großen blauen Ring hält.
lesson-king-of-rings-capture-and-hand-2-wrong = Der silberne Ring auf b4 ist 1 wert; der schwarze Springer auf d4 hält 5 Punkte.
lesson-king-of-rings-capture-and-hand-2-done = Auch Träger schlagen, und sie landen genau in Sprungweite.
lesson-king-of-rings-capture-and-hand-3-explain = Ein einfacher Springer, der geschlagen wird, ist für immer aus dem Spiel.
lesson-king-of-rings-capture-and-hand-3-goal = Schlage den einfachen schwarzen Springer auf e5.
lesson-king-of-rings-capture-and-hand-3-wrong = Das schlägt nichts: tritt auf e5.
lesson-king-of-rings-capture-and-hand-3-done = Dieser schwarze Springer hielt keine Ringe, also ist er für den Rest der Partie weg.

## drops

lesson-king-of-rings-drops-title = Einsetzen
lesson-king-of-rings-drops-summary = Setze einen Springer aus deiner Hand auf einen Ring.
lesson-king-of-rings-drops-1-explain = Ein Springer in deiner Hand kann auf jedes Feld gesetzt werden, auf dem ein Ring liegt: er nimmt diesen Ring und wird ein Träger. Das Einsetzen ist dein ganzer Zug. Um einzusetzen, drücke die Schaltfläche „Hand von Weiß“ beim Brett und klicke dann das Feld an.
lesson-king-of-rings-drops-1-goal = Du hast einen Springer in der Hand. Setze ihn auf den großen blauen Ring auf d4.
lesson-king-of-rings-drops-1-wrong = Setze den Springer aus deiner Hand auf den großen blauen Ring auf d4.
lesson-king-of-rings-drops-1-done = Das Einsetzen bringt einen Springer zurück ins Spiel, gleich mit einem Ring.
lesson-king-of-rings-drops-2-goal = Schlage den schwarzen Träger auf d4 in zwei Zügen: setze deinen Springer zuerst dorthin, von wo er d4 erreichen kann.
lesson-king-of-rings-drops-2-wrong = Ein eingesetzter Springer hält einen Ring und springt ein Feld: setze ihn neben d4, auf c3.
lesson-king-of-rings-drops-2-done = Auf c3 eingesetzt, ein Feld auf d4 gesprungen: seine zwei blauen Ringe gehören dir.

## ring-values

lesson-king-of-rings-ring-values-title = Der Wert der Ringe
lesson-king-of-rings-ring-values-summary = Großer blauer 5, blauer 3, silberner 1: sammle die meisten Punkte.
lesson-king-of-rings-ring-values-1-explain = Ringe zählen Punkte: großer blauer 5, blauer 3, silberner 1. Deine Wertung sind die Punkte der Ringe, die deine Springer auf dem Brett halten.
lesson-king-of-rings-ring-values-1-goal = Nimm den wertvollsten Ring.
lesson-king-of-rings-ring-values-1-wrong = Der große blaue Ring auf d4 ist 5 wert: mehr als ein blauer (3) oder ein silberner (1).
lesson-king-of-rings-ring-values-1-done = Fünf Punkte vom einzigen großen blauen Ring des Spiels.
lesson-king-of-rings-ring-values-2-explain = Plane voraus: ein Springer mit einem Ring springt ein Feld, und nur auf einen Ring oder einen gegnerischen Springer.
lesson-king-of-rings-ring-values-2-goal = Erreiche 6 Punkte in zwei Zügen.
lesson-king-of-rings-ring-values-2-wrong = Nach dem blauen Ring auf c3 sind nur silberne in Reichweite: fang mit dem silbernen auf e3 an.
lesson-king-of-rings-ring-values-2-done = Erst der silberne, dann der große blaue: 1 + 5 schlägt 3 + 1.

## last-turn

lesson-king-of-rings-last-turn-title = Der letzte Ring und die Wertung
lesson-king-of-rings-last-turn-summary = Die Partie endet, wenn die Ringe ausgehen; die meisten Punkte gewinnen.
lesson-king-of-rings-last-turn-1-explain = Die Partie endet, wenn kein Ring mehr auf dem Brett liegt, und die meisten Punkte gewinnen. Nimmt Weiß den letzten Ring, hat Schwarz noch einen Zug.
lesson-king-of-rings-last-turn-1-goal = Nimm den letzten Ring auf d4 so, dass du auch nach dem letzten Zug von Schwarz noch gewinnst.
lesson-king-of-rings-last-turn-1-wrong = Nimm den Ring auf d4, aber achte auf den schwarzen Springer auf e5: er schlägt, was dort landet, also schicke den Springer, der weniger hält.
lesson-king-of-rings-last-turn-1-done = Schwarz kann nur 1 Punkt zurückholen; deine 6 Punkte auf b2 gewinnen.
lesson-king-of-rings-last-turn-2-explain = Jetzt spielst du Schwarz. Weiß hat den letzten Ring genommen, also hat Schwarz noch einen Zug, dann endet die Partie.
lesson-king-of-rings-last-turn-2-goal = Spiele den letzten Zug von Schwarz und gewinne die Partie.
lesson-king-of-rings-last-turn-2-wrong = Damit bleibt Weiß vorn: schlage den Träger auf d4, der 8 Punkte wert ist.
lesson-king-of-rings-last-turn-2-done = Schwarz hat im letzten Zug 8 Punkte geschlagen und gewinnt mit 10 zu 1 Punkten.
