# Words of the area 'game-double-eighteen-stone' (www/js/i18n/i18n.js: needWords).

# Die Regeln neben dem Brett (double-eighteen-stone.js), HTML.
rules-double-eighteen-stone =
    <p>Von David Short (2000): Eight-Stone Chess mit neutralen Steinen, gespielt als Doublechess, zwei Armeen
    nebeneinander auf einem Brett mit 16 Linien (a–p) und 9 Reihen.</p>
    <h3>Aufstellung</h3>
    <p>Reihe 1, Linien a bis p: R N B Q R N B Q <b>K</b> B N R Q B N R, ein König auf i; Bauern auf der ganzen Reihe 2.
    Schwarz spiegelbildlich auf den Reihen 9 und 8. Weiß zieht zuerst.
    { -reading-explained } Das Diagramm der Quelle schreibt Weiß in Kleinbuchstaben; hier steht Weiß auf den Reihen 1–2.</p>
    <p><b>18 Steine</b>: a4 f4 k4 p4; a5 c5 d5 f5 h5 i5 k5 m5 n5 p5; a6 f6 k6 p6.</p>
    <h3>Steine</h3>
    <p>Steine gehören niemandem und können nicht geschlagen werden. Nichts landet auf einem Stein oder zieht durch ihn hindurch;
    ein Springer überspringt ihn, und der Doppelschritt eines Bauern wird von ihm blockiert.</p>
    <h3>Ein Zug: ein Schachzug oder ein Steinzug</h3>
    <ul>
    <li><b>Tausch</b>: Eine deiner Figuren, auch der König, tauscht den Platz mit einem Stein direkt daneben,
    oben, unten, links oder rechts (nie diagonal). Klicke auf die Figur: Ihre Tauschpartner sind die blau umringten Steine.</li>
    <li><b>Schiebezug</b>: In einer lückenlosen Kette aus zwei oder mehr Steinen entlang einer Reihe oder Linie zieht der Stein an
    einem der beiden Enden auf das leere Feld direkt hinter dem anderen Ende. Nur Endsteine, nur auf ein leeres
    Feld; ein einzelner Stein zieht nur durch Tausch. Klicke auf einen Endstein, um zu sehen, wohin er ziehen kann.</li>
    <li><b>Kein Zurück</b>: Ein Steinzug darf den Stein nicht gleich wieder auf das Feld stellen, das er im
    vorigen Zug des Gegners verlassen hat. Ein anderer Stein darf dorthin.</li>
    <li>Ein Steinzug darf deinen eigenen König nicht im Schach lassen.
    { -reading } Ein Bauer, der auf seine letzte Reihe getauscht wird, wird umgewandelt. Ein Bauer, der zurück auf seine eigene erste Reihe
    getauscht wird, bleibt ein Bauer und zieht von dort ein Feld vorwärts; ein Bauer auf seiner zweiten Reihe darf einen Doppelschritt machen,
    egal wie er dorthin kam.</li>
    </ul>
    <h3>Rochade</h3>
    <p>Einmal pro Partie, mit jedem der vier Türme, wenn König und Turm noch nicht gezogen haben (ein Tausch zählt als
    Zug), alle Felder zwischen ihnen leer sind und der König nicht im Schach steht und kein angegriffenes Feld
    überquert oder betritt. Klicke auf den König, dann auf sein Zielfeld:</p>
    <table class="rules-table">
    <tr><th>Rochade</th><th>König</th><th>Turm</th><th>Schreibweise</th></tr>
    <tr><td>innen, Königsseite</td><td>i → k</td><td>l → j</td><td>O-O</td></tr>
    <tr><td>innen, Damenseite</td><td>i → g</td><td>e → h</td><td>O-O-O</td></tr>
    <tr><td>außen, Königsseite</td><td>i → m</td><td>p → l</td><td>O-O-O-O</td></tr>
    <tr><td>außen, Damenseite</td><td>i → e</td><td>a → f</td><td>O-O-O-O-O</td></tr>
    </table>
    <p>{ -reading } Die Namen werden mit dem Abstand des Turms vom König länger (3, 4, 7, 8 Felder).</p>
    <h3>Der Rest ist Schach</h3>
    <p>Doppelschritt von der zweiten Reihe, en passant, Umwandlung auf der letzten Reihe (in Dame, Turm,
    Läufer oder Springer). Schachmatt gewinnt; Patt ist remis.</p>
    { -chess-endings }
    <p>{ -reading } Die für die Wiederholung verglichene Stellung umfasst die Steine und den Steinzug,
    den „Kein Zurück“ als Nächstes verbietet. Für die 50-Züge-Regel ist ein Steinzug ein gewöhnlicher Zug, und ein Tausch,
    der einen Bauern bewegt, ist ein Bauernzug. Kein Material ist zu wenig zum Mattsetzen: Steine können einen König einmauern.</p>
    <p>In der Zugliste steht ein Tausch als <code>N⇄d3</code> (ein Bauer mit seinem Feld, <code>d2⇄d3</code>)
    und ein Schiebezug als <code>S c5-e5</code>.</p>

# Moved here from sight.ftl: words only this game's pages use.
sight-thing-stone = { $form ->
        [the] den Stein
        [with] dem Stein
        [a] ein Stein
       *[bare] Stein
    }

