# ダブルテイクのレッスン(www/data/lessons/double-take.json)の言葉。
# lesson-double-take-<レッスン>-title と -summary、手順 n ごとに -goal、-explain、-wrong、-done。

## two-networks

lesson-double-take-two-networks-title = 赤の点と緑の点
lesson-double-take-two-networks-summary = どちらの側も、自分の色の点の上だけに立ち、その上だけを動きます。
lesson-double-take-two-networks-1-explain = 点は赤と緑に分かれていて、チェッカー盤の 2 色のように並んでいます。赤の駒は赤の点だけ、緑の駒は緑の点だけに立ち、そこだけを動きます。赤は下側から始め、先に動きます。
lesson-double-take-two-networks-1-goal = d4 の赤の駒を、斜め前に 1 点、c5 か e5 へ動かしましょう。駒をクリックしてから、点をクリックします。
lesson-double-take-two-networks-1-wrong = その手はまっすぐ前に進みます。今回は斜め前に 1 歩進みましょう。
lesson-double-take-two-networks-1-done = 赤の点どうしは角でしか接していないので、斜めに 1 歩進めば駒は赤の上にとどまります。
lesson-double-take-two-networks-2-explain = 駒はまっすぐ前に 2 段進むこともできます。間にある相手の色の点が空いていれば、それを越えて、次の自分の色の点に着きます。
lesson-double-take-two-networks-2-goal = d4 の赤の駒を、空いている緑の点 d5 を越えて、まっすぐ d6 へ進めましょう。
lesson-double-take-two-networks-2-wrong = それは斜めの 1 歩です。代わりにまっすぐ 2 段前に進みましょう。
lesson-double-take-two-networks-2-done = まっすぐの手は緑の点を 1 つ越えて、2 段前に進みます。

## forward-moves

lesson-double-take-forward-moves-title = 前への動き
lesson-double-take-forward-moves-summary = 斜めの 1 歩とまっすぐの手、そしてそれをふさぐもの。
lesson-double-take-forward-moves-1-explain = まっすぐの手は、越える点が空いていなければなりません。何も取らない手は、いつも前に進みます。
lesson-double-take-forward-moves-1-goal = 一手で 6 段目に着きましょう。d5 の緑の駒が、d4 のまっすぐの手をふさいでいます。
lesson-double-take-forward-moves-1-wrong = 2 段進めるのはまっすぐの手だけで、d4 は d5 の緑の駒を越えてその手を指せません。
lesson-double-take-forward-moves-1-done = f4 はまっすぐ f6 へ進みました。間の緑の点 f5 が空いていたからです。
lesson-double-take-forward-moves-2-goal = 2 手で、緑の最初の段にある d8 に着きましょう。
lesson-double-take-forward-moves-2-wrong = ここでは斜めの 1 歩では遅すぎます。まっすぐの手 2 回で d8 に届きます。
lesson-double-take-forward-moves-2-done = まっすぐの手 2 回で、駒は 4 段上の d8 へ進みました。
lesson-double-take-forward-moves-3-goal = d7 の緑の駒がまっすぐの手をふさいでいます。それでも 2 手でいちばん上の段に着きましょう。
lesson-double-take-forward-moves-3-wrong = 何も取らない駒は前にしか進めません。斜めに d7 を回り込み、それからいちばん上の段へ進みましょう。
lesson-double-take-forward-moves-3-done = 斜めの 1 歩を 2 回で、緑の駒を回り込んでいちばん上の段に着きました。

## taking

lesson-double-take-taking-title = 駒を取る
lesson-double-take-taking-summary = 挟み取り：相手の駒を自分の 2 つの駒で挟みます。
lesson-double-take-taking-1-explain = あなたが動いたあと、動いた駒のすぐ隣（上下左右）にある相手の駒で、その反対側にもあなたの駒があるものは取られます。
lesson-double-take-taking-1-goal = c4 の緑の駒を取りましょう。
lesson-double-take-taking-1-wrong = c4 を取るには、その両側の b4 と d4 に赤の駒が必要です。
lesson-double-take-taking-1-done = あなたの駒が d4 に着き、c4 はその駒と b4 に挟まれました。取りました。
lesson-double-take-taking-2-explain = 一手で 4 つまで取れます。動いた駒の四方に 1 つずつです。
lesson-double-take-taking-2-goal = 一手で緑の駒を 2 つとも取りましょう。
lesson-double-take-taking-2-wrong = それでは何も取れません。c4 と e4 の間の点を見つけましょう。
lesson-double-take-taking-2-done = ダブルテイク！　d4 が 2 つの挟みを同時に完成させました。
lesson-double-take-taking-3-explain = 取るのは動いた駒だけです。だから相手の 2 つの駒の間に入っても安全です。相手の駒は動いていないからです。
lesson-double-take-taking-3-goal = 2 手で緑の駒を 1 つ取りましょう。c4 と e4 の間に入っても心配いりません。
lesson-double-take-taking-3-wrong = 緑の駒を取れませんでした。c4 の両側、b4 と d4 に赤の駒を置きましょう。
lesson-double-take-taking-3-done = あなたの駒は 2 つの緑の駒の間に無事に立ち、それから 1 つを取るのに役立ちました。

## any-direction

lesson-double-take-any-direction-title = 取る手はどの方向へも
lesson-double-take-any-direction-summary = 駒を取る手なら、後ろにも横にも動けます。
lesson-double-take-any-direction-1-explain = 駒を取る手は、後ろも含めてどの方向にも動けます。
lesson-double-take-any-direction-1-goal = 斜め後ろに 1 歩下がって、c4 の緑の駒を取りましょう。
lesson-double-take-any-direction-1-wrong = それでは何も取れません。d4 へ 1 歩下がれば c4 を挟めます。
lesson-double-take-any-direction-1-done = 後ろへの 1 歩は、駒を取るので許されます。
lesson-double-take-any-direction-2-explain = 駒を取る手は、空いている相手の色の点を越えて、横に 2 点動くこともできます。
lesson-double-take-any-direction-2-goal = 横への手で e4 の緑の駒を取りましょう。
lesson-double-take-any-direction-2-wrong = それでは何も取れません。b4 は空いている c4 を越えて、横に d4 へ動けます。
lesson-double-take-any-direction-2-done = b4 が横に d4 へ動き、e4 は d4 と f4 に挟まれました。
lesson-double-take-any-direction-3-goal = 一手で緑の駒を 3 つ取りましょう。
lesson-double-take-any-direction-3-wrong = 3 つの緑の駒すべての隣にある点と、そこへまっすぐ戻る手を探しましょう。
lesson-double-take-any-direction-3-done = d6 から d4 へ戻る一手で、c4、e4、d3 を取りました。

## far-row

lesson-double-take-far-row-title = 奥の列
lesson-double-take-far-row-summary = 緑の最初の段にある駒は、取るときしか動けません。
lesson-double-take-far-row-1-explain = 赤の奥の列は 8 段目、つまり緑の最初の段です。そこに着いた駒は、駒を取るときしか動けません。
lesson-double-take-far-row-1-goal = b8 と d8 の駒は動けません。取るものがないからです。3 つ目の駒を奥の列に進めましょう。
lesson-double-take-far-row-1-wrong = その駒は 8 段目に着いていません。f6 はまっすぐ f8 へ進めます。
lesson-double-take-far-row-1-done = これで赤の駒 3 つが奥の列に立っています。
lesson-double-take-far-row-2-goal = 奥の列の駒を使って、e8 の緑の駒を取りましょう。
lesson-double-take-far-row-2-wrong = それでは何も取れません。b8 は駒を取る手なので、空いている c8 を越えて列に沿って動けます。
lesson-double-take-far-row-2-done = b8 は列に沿って d8 へ動き、f8 との間に挟んで e8 を取りました。
lesson-double-take-far-row-3-explain = 奥の列の駒は、駒を取るためならその列を離れることもできます。新しい点からは、ふだんのルールが適用されます。
lesson-double-take-far-row-3-goal = f7 の緑の駒を取りましょう。
lesson-double-take-far-row-3-wrong = それでは何も取れません。d8 は f7 の隣の e7 へ下がれます。
lesson-double-take-far-row-3-done = d8 は奥の列を離れて f7 を取りました。e7 からは、またふだんどおり前に進みます。

## four-wins

lesson-double-take-four-wins-title = 奥の列に 4 つ
lesson-double-take-four-wins-summary = 奥の列に 4 つの駒を並べれば勝ちです。
lesson-double-take-four-wins-1-explain = 自分の手のあとに奥の列に 4 つの駒があるプレイヤーは、その場で勝ちます。
lesson-double-take-four-wins-1-goal = 赤は奥の列に 3 つの駒があります。4 つ目で勝ちましょう。
lesson-double-take-four-wins-1-wrong = それでは 4 つ目の駒が 8 段目に着きません。h6 はまっすぐ h8 へ進めます。
lesson-double-take-four-wins-1-done = 8 段目に赤の駒が 4 つ。赤の勝ちです。
lesson-double-take-four-wins-2-explain = 緑も自分の奥の列（1 段目）に 3 つの駒があり、次の手で h3 が h1 に届きます。先に 4 つ並べたほうが勝ちます。
lesson-double-take-four-wins-2-goal = 緑より先に勝ちましょう。
lesson-double-take-four-wins-2-wrong = 緑が h3 から h1 へ動いて勝ちます。先に 4 つ目の駒を 8 段目に進めましょう。
lesson-double-take-four-wins-2-done = あなたの 4 つ目の駒が先に着き、ゲームはその場で終わりました。

## passing

lesson-double-take-passing-title = 動けないとき
lesson-double-take-passing-summary = 動けないプレイヤーはパスし、相手がもう一度動きます。
lesson-double-take-passing-1-explain = 動けるプレイヤーは動かなければなりません。動けないプレイヤーはパスし、相手がもう一度動きます。どちらも動けなければ引き分けです。
lesson-double-take-passing-1-goal = 奥の列にある赤の駒は取るものがなく、e7 は囲まれて動けません。盤の上の「赤はパス」ボタンでパスしましょう。
lesson-double-take-passing-1-wrong = 赤にはパスするほかに手がありません。
lesson-double-take-passing-1-done = パスしました。緑がもう一度動きます。
lesson-double-take-passing-2-goal = パスして、緑の手でチャンスが来たら駒を取りましょう。
lesson-double-take-passing-2-wrong = d7 の緑の駒は挟めます。その隣に着地し、反対側に赤の駒がくるようにしましょう。
lesson-double-take-passing-2-done = ある手ではふさがれ、次の手で取りました。緑の駒があなたの駒の隣の d7 へ進み、一手で挟みが完成しました。
